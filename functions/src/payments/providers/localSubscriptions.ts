import { randomBytes } from 'node:crypto';
import { col } from '@tessera/domain/paths';
import type { Billing } from '@tessera/domain/plans/plans';
import { db } from '../../shared/admin';
import { localEvent, sendLocalEvent } from './localWebhook';
import { openLocalSession, localSessionRef, type LocalSessionDoc } from './localProvider';
import type { PlanSubscription, SubscriptionProvider } from './subscriptionProvider';

/**
 * The local stand-in for Stripe Billing (no key set, emulator only): subscriptions live in localSubscriptions, a
 * checkout in subscription mode is paid on the web app's /checkout/{id} page (localCheckout.ts calls
 * startLocalSubscription), and each change sends the webhook the signed customer.subscription.* event Stripe would.
 * cycleLocalSubscription plays the end of a period (a renewal paid or failed, or the end of one that does not renew).
 */
const ref = (id: string) => db.doc(`${col.localSubscriptions}/${id}`);

interface LocalSubscriptionDoc {
  id: string;
  customer: string;
  status: string;
  amount: number;
  metadata: Record<string, string>;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
}

/** One period after `start` (seconds): a calendar month or year, as Stripe bills. */
function periodEnd(start: number, billing: string): number {
  const d = new Date(start * 1000);
  if (billing === 'monthly') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return Math.floor(d.getTime() / 1000);
}

const asSubscription = (s: LocalSubscriptionDoc): PlanSubscription => ({
  id: s.id,
  customerId: s.customer,
  status: s.status,
  plan: s.metadata.plan ?? '',
  billing: s.metadata.billing ?? '',
  currentPeriodStart: s.current_period_start,
  currentPeriodEnd: s.current_period_end,
  cancelAtPeriodEnd: s.cancel_at_period_end,
  metadata: s.metadata,
});

/** Stripe's customer.subscription.* event for a local subscription (the fields fromStripeSubscription reads). */
async function announce(type: 'created' | 'updated' | 'deleted', s: LocalSubscriptionDoc): Promise<void> {
  const event = localEvent(`customer.subscription.${type}`, {
    object: 'subscription',
    id: s.id,
    customer: s.customer,
    status: s.status,
    metadata: s.metadata,
    cancel_at_period_end: s.cancel_at_period_end,
    start_date: s.current_period_start,
    items: {
      data: [
        {
          current_period_start: s.current_period_start,
          current_period_end: s.current_period_end,
          price: { unit_amount: s.amount, currency: 'eur', recurring: { interval: s.metadata.billing === 'monthly' ? 'month' : 'year' } },
        },
      ],
    },
  });
  if (!(await sendLocalEvent(event))) throw new Error(`the webhook refused the local customer.subscription.${type} event`);
}

/** A paid local checkout in subscription mode starts its subscription (the checkout's customer, or a new one). */
export async function startLocalSubscription(session: LocalSessionDoc): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const s: LocalSubscriptionDoc = {
    id: `sub_local_${randomBytes(12).toString('hex')}`,
    customer: session.customer ?? `cus_local_${randomBytes(12).toString('hex')}`,
    status: 'active',
    amount: session.amount_total ?? 0,
    metadata: session.metadata,
    current_period_start: now,
    current_period_end: periodEnd(now, session.metadata.billing ?? 'annual'),
    cancel_at_period_end: false,
  };
  await ref(s.id).create(s);
  await localSessionRef(session.id).update({ subscription: s.id, customer: s.customer });
  await announce('created', s);
  return s.id;
}

/** Changes a local subscription in a transaction, then tells the webhook. */
async function change(
  id: string,
  update: (s: LocalSubscriptionDoc) => Partial<LocalSubscriptionDoc>,
  type: 'updated' | 'deleted' = 'updated',
) {
  const next = await db.runTransaction(async (tx) => {
    const s = (await tx.get(ref(id))).data() as LocalSubscriptionDoc | undefined;
    if (!s) throw new Error(`no local subscription ${id}`);
    const after = { ...s, ...update(s) };
    tx.set(ref(id), after);
    return after;
  });
  await announce(type, next);
  return next;
}

/**
 * The end of a local subscription's period: one that does not renew ends (deleted); else the renewal is paid (the next
 * period, active) or fails (past_due: Stripe retries, the product's grace runs).
 */
export async function cycleLocalSubscription(id: string, outcome: 'paid' | 'failed'): Promise<string> {
  const s = (await ref(id).get()).data() as LocalSubscriptionDoc | undefined;
  if (!s) throw new Error(`no local subscription ${id}`);
  if (s.cancel_at_period_end || s.status === 'canceled') return (await change(id, () => ({ status: 'canceled' }), 'deleted')).status;
  if (outcome === 'failed') return (await change(id, () => ({ status: 'past_due' }))).status;
  const next = await change(id, (x) => ({
    status: 'active',
    current_period_start: x.current_period_end,
    current_period_end: periodEnd(x.current_period_end, x.metadata.billing ?? 'annual'),
  }));
  return next.status;
}

export function localSubscriptions(): SubscriptionProvider {
  return {
    async createSubscriptionCheckout(req) {
      const { metadata, plan, billing, amount, email, successUrl, cancelUrl } = req;
      const label = billing === ('monthly' satisfies Billing) ? 'mensile' : 'annuale';
      return openLocalSession(
        {
          mode: 'subscription',
          payment_status: 'unpaid',
          amount_total: amount,
          currency: 'eur',
          metadata,
          expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        },
        { amount, currency: 'eur', productName: `Tessera ${plan} (${label})`, email, successUrl, cancelUrl },
        req.customerId ?? undefined,
      );
    },
    async subscriptionOfCheckout(sessionId) {
      const s = (await localSessionRef(sessionId).get()).data() as LocalSessionDoc | undefined;
      return s?.subscription ?? null;
    },
    async retrieveSubscription(id) {
      const s = (await ref(id).get()).data() as LocalSubscriptionDoc | undefined;
      return s ? asSubscription(s) : null;
    },
    async changeSubscription(id, c) {
      const next = await change(id, (s) => {
        const intervalChanged = s.metadata.billing !== c.billing;
        const now = Math.floor(Date.now() / 1000);
        return {
          amount: c.amount,
          cancel_at_period_end: false,
          metadata: { ...s.metadata, plan: c.plan, billing: c.billing },
          // a new interval starts a new period at once, as Stripe resets the billing cycle
          ...(intervalChanged ? { current_period_start: now, current_period_end: periodEnd(now, c.billing) } : {}),
        };
      });
      return asSubscription(next);
    },
    async setRenewal(id, renews) {
      return asSubscription(await change(id, () => ({ cancel_at_period_end: !renews })));
    },
    async cancelNow(id) {
      await change(id, () => ({ status: 'canceled' }), 'deleted');
    },
  };
}
