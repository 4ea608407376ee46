import { saveSaleContract } from '@tessera/domain/contracts/sales';
import type { SaleForm } from '@tessera/domain/entities/sale';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/sales/one: a new item, or (header id) the form's fields over an existing one. */
export const saveSale = (id: string | null, body: SaleForm) =>
  apiCall(saveSaleContract, { headers: id ? { id } : {}, body, overlay: false });
