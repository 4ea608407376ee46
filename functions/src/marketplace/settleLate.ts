import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { holderName } from '@tessera/domain/lists/listFields';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { refundAlreadyMade } from '@tessera/domain/payments/lifecycle';
import { db } from '../shared/admin';
import { enqueueMail } from '../mail/enqueue';
import { refundPaymentOf, type Refunder } from '../payments/refund';
import { carts, type StoredCart } from './cartStore';
import { seatLateLine } from './holds';

/** The refunds of seats gone are the product's own doing, audited as such, on any payment of the organization. */
const SYSTEM: Refunder = {
  by: 'Tessera',
  actor: { uid: 'system', email: 'Tessera', role: 'system' as Refunder['actor']['role'] },
  scope: { assertRecord: () => undefined },
};

/**
 * How long one settling owns a cart's late lines: a settling that stops half-way (the process gone) is taken up again
 * after this by the next call (a redelivered event, the outcome page, the hold sweep).
 */
export const SETTLE_LEASE_MS = 2 * 60_000;

/** A cart being settled: `settling` its late lines still to seat, `refunding` the refund decided and not yet made. */
type Settled = StoredCart & {
  late?: string[];
  settling?: string[];
  refunding?: { lines: string[]; amount: number; before: number };
  settleBy?: Timestamp;
};

const paymentOf = async (orgId: string, paymentId: string) =>
  (await db.doc(`${orgCol(orgId, 'payments')}/${paymentId}`).get()).data() ?? {};

/**
 * The lines of a paid cart whose holds were gone when the money came: each is seated afresh if seats are left; the
 * places that are not get refunded (their amount, from the cart's one payment) and the member is told by mail. In
 * three steps, each taken over by the next call once its lease has run out, so a settling stopped half-way never
 * keeps the money silently: (1) the late lines claimed (late → settling); (2) seated, then the refund decided in one
 * write (settling → refunding, with the payment's refunded amount so far); (3) refunded, unless the payment shows it
 * refunded or asked of the provider already, then the decision closed with the mail, in one transaction.
 */
export async function settleLate(orgId: string, cartId: string, now = new Date()): Promise<void> {
  const ref = carts(orgId).doc(cartId);
  const lease = () => Timestamp.fromMillis(now.getTime() + SETTLE_LEASE_MS);
  const claimed = await db.runTransaction(async (tx) => {
    const cart = (await tx.get(ref)).data() as Settled | undefined;
    if (!cart?.paymentId) return null;
    const free = !cart.settleBy || cart.settleBy.toMillis() <= now.getTime();
    if (cart.late?.length) {
      tx.update(ref, { late: [], settling: [...(cart.settling ?? []), ...cart.late], settleBy: lease() });
      return { cart, step: 'seat' as const, lines: [...(cart.settling ?? []), ...cart.late] };
    }
    if (!free) return null;
    if (cart.settling?.length) {
      tx.update(ref, { settleBy: lease() });
      return { cart, step: 'seat' as const, lines: cart.settling };
    }
    if (cart.refunding) {
      tx.update(ref, { settleBy: lease() });
      return { cart, step: 'refund' as const, lines: cart.refunding.lines };
    }
    return null;
  });
  if (!claimed) return;
  const { cart } = claimed;
  const paymentId = cart.paymentId!;
  let refunding = cart.refunding;
  if (claimed.step === 'seat') {
    let amount = 0;
    const gone: string[] = [];
    for (const line of cart.lines.filter((l) => claimed.lines.includes(l.saleId))) {
      const places = await seatLateLine(orgId, cartId, cart.memberId, line, paymentId);
      if (places.length) gone.push(line.saleId);
      amount += places.reduce((sum, p) => sum + line.unitCost * p.quantity, 0);
    }
    const refundedAmount = (await paymentOf(orgId, paymentId)).refundedAmount;
    const before = typeof refundedAmount === 'number' ? refundedAmount : 0;
    refunding = gone.length ? { lines: gone, amount, before } : undefined;
    await ref.update({
      settling: [],
      ...(refunding ? { refunding, settleBy: lease() } : { settleBy: FieldValue.delete() }),
    });
  }
  if (!refunding) return;
  // made already by the step stopped half-way: refunded (its event came back) or asked of the provider
  if (!refundAlreadyMade(await paymentOf(orgId, paymentId), refunding))
    try {
      await refundPaymentOf(orgId, paymentId, refunding.amount, SYSTEM);
    } catch (e) {
      // the money is the member's: an admin must see this one (docs/deploy.md log-based alert)
      logger.error('refund of seats gone failed', {
        org: orgId,
        cart: cartId,
        amount: refunding.amount,
        error: e instanceof Error ? e.message : String(e),
      });
    }
  const member = (await db.doc(memberPath(orgId, cart.memberId)).get()).data();
  const items = cart.lines.filter((l) => refunding.lines.includes(l.saleId)).map((l) => l.saleName);
  await db.runTransaction(async (tx) => {
    const now = (await tx.get(ref)).data() as Settled | undefined;
    if (!now?.refunding) return;
    tx.update(ref, { refunding: FieldValue.delete(), settleBy: FieldValue.delete(), refunded: FieldValue.arrayUnion(...refunding.lines) });
    if (typeof member?.email === 'string' && member.email)
      await enqueueMail(
        {
          orgId,
          to: member.email,
          template: 'seatUnavailable',
          lang: cart.lang,
          memberId: cart.memberId,
          data: { name: holderName(member), items: items.join(', '), amount: refunding.amount },
        },
        tx,
      );
  });
}
