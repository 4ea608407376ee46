import { addListValuesContract, type ListValueEdit } from '@tessera/domain/contracts/settings';
import type { ListType } from '@tessera/domain/entities/organization';
import { apiCall } from '../../../lib/api/client';

export const addListValue = (type: ListType, value: ListValueEdit) =>
  apiCall(addListValuesContract, { headers: { type }, body: value, overlay: false });
