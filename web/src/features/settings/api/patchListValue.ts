import { patchListValuesContract, type ListValueEdit } from '@tessera/domain/contracts/settings';
import type { ListType } from '@tessera/domain/entities/organization';
import { apiCall } from '../../../lib/api/client';

export const patchListValue = (type: ListType, id: string, change: Partial<ListValueEdit>) =>
  apiCall(patchListValuesContract, { headers: { type, id }, body: change, overlay: false });
