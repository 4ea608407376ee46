import { getConventionContract } from '@tessera/domain/contracts/conventions';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { conventionOf, conventions } from './conventionStore';

/** GET /v1/conventions/one (header id). */
export const getConvention = route(getConventionContract, async ({ claims, headers }) => {
  const snap = await conventions(claims.org).doc(headers.id).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return conventionOf(snap);
});
