import { cloneSaleContract } from '@tessera/domain/contracts/sales';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/sales/clone {id}: the copy's id (no seat taken, hidden online). */
export const cloneSale = (id: string) => apiCall(cloneSaleContract, { body: { id }, overlay: false });
