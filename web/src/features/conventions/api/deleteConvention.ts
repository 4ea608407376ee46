import { deleteConventionContract } from '@tessera/domain/contracts/conventions';
import { apiCall } from '../../../lib/api/client';

/** DELETE /v1/conventions/conv (header id): the convention and its documents. */
export const deleteConvention = (id: string) => apiCall(deleteConventionContract, { headers: { id }, overlay: false });
