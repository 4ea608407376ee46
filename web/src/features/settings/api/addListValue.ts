import { addListValuesContract, type ListValueEdit } from '@tessera/domain/contracts/settings';
import type { SystemListType } from '@tessera/domain/settings/listValues';
import { apiCall } from '../../../lib/api/client';

export const addListValue = (type: SystemListType, value: ListValueEdit) =>
  apiCall(addListValuesContract, { headers: { type }, body: value, overlay: false });
