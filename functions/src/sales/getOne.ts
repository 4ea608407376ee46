import { getSaleContract } from '@tessera/domain/contracts/sales';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { saleOf, sales } from './saleStore';

/** GET /v1/sales/one (header id). */
export const getSale = route(getSaleContract, async ({ claims, headers }) => {
  const snap = await sales(claims.org).doc(headers.id).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return saleOf(snap);
});
