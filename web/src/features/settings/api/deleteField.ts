import { deleteFieldContract } from '@tessera/domain/contracts/customFields';
import { apiCall } from '../../../lib/api/client';

/** Deletes a field and the values members hold of it. */
export const deleteField = (id: string) => apiCall(deleteFieldContract, { headers: { id }, overlay: false });
