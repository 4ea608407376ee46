import { deleteSaleContract } from '@tessera/domain/contracts/sales';
import { apiCall } from '../../../lib/api/client';

/** DELETE /v1/sales/one (header id): refused while a registration stands (SALE_HAS_REGISTRATIONS). */
export const deleteSale = (id: string) => apiCall(deleteSaleContract, { headers: { id }, overlay: false });
