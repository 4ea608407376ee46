import { deleteSaleContract } from '@tessera/domain/contracts/sales';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { hasRegistrations, readSale, saleOf } from './saleStore';

/**
 * DELETE /v1/sales/one (header id) — only an item nobody stands registered to (cancelled registrations do not count:
 * they go with it). A registration made meanwhile makes the transaction read again and refuse.
 */
export const deleteSale = route(deleteSaleContract, async ({ claims, principal, headers }) => {
  const ref = await db.runTransaction(async (tx) => {
    const snap = await readSale(tx, claims.org, headers.id);
    if (await hasRegistrations(tx, snap.ref)) throw new ApiError('SALE_HAS_REGISTRATIONS');
    const { id: _id, period: _period, ...before } = saleOf(snap);
    tx.delete(snap.ref);
    recordChange(tx, claims.org, { type: 'saleDeleted', by: auditActor(principal, claims), target: headers.id, before, after: null });
    return snap.ref;
  });
  // the cancelled registrations left under it
  await db.recursiveDelete(ref);
  return { deleted: true as const };
});
