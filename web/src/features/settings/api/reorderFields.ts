import { reorderFieldsContract } from '@tessera/domain/contracts/customFields';
import { apiCall } from '../../../lib/api/client';

/** Sets the fields' order: every field id once. */
export const reorderFields = (ids: string[]) => apiCall(reorderFieldsContract, { body: { ids }, overlay: false });
