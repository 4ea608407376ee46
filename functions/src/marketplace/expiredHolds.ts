import { Timestamp } from 'firebase-admin/firestore';
import { HOLDING_STATES } from '@tessera/domain/entities/cart';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { fulfilCart } from './fulfilCart';
import { closeHoldingCart } from './holds';
import { settleLate } from './settleLate';

/**
 * Holds past their expiry, in every organization (run every 5 minutes by `expiredHoldsSchedule`; tests pass `now` and their organization).
 * The provider's checkout.session.expired normally gives the seats back; this is for an event lost or late, and for
 * payroll carts, which have no provider. A card checkout is first closed at the provider, so it cannot be paid after
 * its seats are gone; one found paid is fulfilled instead. Paid carts whose late lines stopped half-settled are
 * settled on (settleLate.ts).
 */
export async function releaseExpiredHolds(opts: { now?: Date; orgId?: string } = {}): Promise<string[]> {
  const now = opts.now ?? new Date();
  const base = opts.orgId ? db.collection(orgCol(opts.orgId, 'carts')) : db.collectionGroup('carts');
  const due = await base
    .where('status', 'in', [...HOLDING_STATES])
    .where('expiresAt', '<=', Timestamp.fromDate(now))
    .get();
  /** the carts closed, whoever gave their seats back */
  const released: string[] = [];
  for (const doc of due.docs) {
    // given back here, or already by the expiry event the closing sent; one found paid is fulfilled instead
    const paid = await closeHoldingCart(doc.ref.parent.parent!.id, doc);
    if (paid) await fulfilCart(paid);
    else released.push(doc.ref.path);
  }
  // paid carts whose late lines were left half-settled (the process stopped): taken up once their lease ran out
  const stalled = await base.where('settleBy', '<=', Timestamp.fromDate(now)).get();
  for (const doc of stalled.docs) await settleLate(doc.ref.parent.parent!.id, doc.id, now);
  return released;
}
