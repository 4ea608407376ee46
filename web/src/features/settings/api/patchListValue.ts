import { patchListValuesContract, type ListValueEdit } from '@tessera/domain/contracts/settings';
import type { SystemListType } from '@tessera/domain/settings/listValues';
import { apiCall } from '../../../lib/api/client';

export const patchListValue = (type: SystemListType, id: string, change: Partial<ListValueEdit>) =>
  apiCall(patchListValuesContract, { headers: { type, id }, body: change, overlay: false });
