import {
  createOperationContract,
  deleteOperationContract,
  listOperationsContract,
  patchOperationContract,
} from '@tessera/domain/contracts/operations';
import type { OperationInput } from '@tessera/domain/entities/operation';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/payments/operations: all of them, by name. */
export const listOperations = async () => (await apiCall(listOperationsContract, { overlay: false })).operations;

/** POST /v1/payments/operations, or PATCH with the operation's id. */
export const saveOperation = (id: string | null, body: OperationInput) =>
  id
    ? apiCall(patchOperationContract, { headers: { id }, body, overlay: false })
    : apiCall(createOperationContract, { body, overlay: false });

/** DELETE /v1/payments/operations. */
export const deleteOperation = (id: string) => apiCall(deleteOperationContract, { headers: { id }, overlay: false });
