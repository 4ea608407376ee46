import { createHash, randomBytes } from 'node:crypto';
import { col } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import type { CheckoutRequest, CheckoutSession, PaymentProvider, SavedCardCharge, SavedMethod } from './provider';
import { localEvent, sendLocalEvent } from './localWebhook';

/**
 * The local stand-in for Stripe Checkout (no key set, emulator only): sessions live in localCheckoutSessions and
 * the web app's /checkout/{id} page pays or cancels them (localCheckout.ts). Paying sends the webhook the same
 * signed event Stripe would, so everything after that point is the production code.
 */
export const localSessionRef = (id: string) => db.doc(`${col.localCheckoutSessions}/${id}`);
const localCustomerRef = (id: string) => db.doc(`${col.localCustomers}/${id}`);
const localIntentRef = (id: string) => db.doc(`${col.localPaymentIntents}/${id}`);

/**
 * A saved card whose charges are declined, as Stripe's test payment method of that name: a test writes it in a payment
 * account to take the failure path (a card saved on the local page is Stripe's test Visa, which always pays).
 */
export const LOCAL_DECLINED_METHOD = 'pm_card_chargeDeclined';

/** What a local refund reads of the paid thing: a checkout session, or an off-session charge stored the same way. */
type LocalPaid = Pick<CheckoutSession, 'payment_intent' | 'payment_status' | 'amount_total' | 'currency' | 'metadata'> & {
  amount_refunded?: number;
};

/** An off-session charge (localPaymentIntents/{id}), with whether its event reached the webhook. */
interface LocalIntentDoc extends LocalPaid {
  status: 'succeeded' | 'failed';
  delivered: boolean;
}

/** The local document that was paid with `paymentIntent`: its own charge, else the checkout session that made it. */
async function localPaidRef(paymentIntent: string) {
  const intent = localIntentRef(paymentIntent);
  if ((await intent.get()).exists) return intent;
  const sessions = await db.collection(col.localCheckoutSessions).where('payment_intent', '==', paymentIntent).limit(1).get();
  return sessions.docs[0]?.ref ?? null;
}

export interface LocalSessionDoc extends CheckoutSession {
  request: Omit<CheckoutRequest, 'metadata'>;
  /** cents refunded so far (local refunds) */
  amount_refunded?: number;
  /** setup mode: the customer the card is saved for, and the card once the page saved it */
  customer?: string;
  setup_method?: SavedMethod;
  /** subscription mode: the local subscription its payment started (localSubscriptions.ts) */
  subscription?: string;
}

/** The card the local checkout page saves: Stripe's own test Visa, valid for three more years. */
export function localTestMethod(now = new Date()): SavedMethod {
  const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: now.getUTCFullYear() + 3 };
  return { paymentMethodId: `pm_local_${randomBytes(12).toString('hex')}`, card };
}

/** The web origin of a checkout URL (success and cancel URLs are the app's own pages). */
const originOf = (url: string) => new URL(url).origin;

/**
 * A new open session as Stripe answers one (its page: the web app's /checkout/{id}), stored with what the page shows;
 * payment and setup mode differ only in the fields given.
 */
export async function openLocalSession(
  fields: Pick<CheckoutSession, 'mode' | 'payment_status' | 'amount_total' | 'currency' | 'metadata' | 'expires_at'>,
  request: LocalSessionDoc['request'],
  customer?: string,
): Promise<CheckoutSession> {
  const id = `cs_local_${randomBytes(12).toString('hex')}`;
  const session: CheckoutSession = {
    id,
    url: `${originOf(request.successUrl)}/checkout/${id}`,
    status: 'open',
    created: Math.floor(Date.now() / 1000),
    payment_intent: null,
    ...fields,
  };
  await localSessionRef(id).set({ ...session, request, ...(customer ? { customer } : {}) } satisfies LocalSessionDoc);
  return session;
}

export function localProvider(): PaymentProvider {
  return {
    async createCheckout(req) {
      const { metadata, ...request } = req;
      // Stripe's default life of a session: a day
      const expires_at = req.expiresAt ?? Math.floor(Date.now() / 1000) + 24 * 3600;
      return openLocalSession(
        { mode: 'payment', payment_status: 'unpaid', amount_total: req.amount, currency: req.currency, metadata, expires_at },
        request,
      );
    },
    async retrieveCheckout(id) {
      const snap = await localSessionRef(id).get();
      if (!snap.exists) return null;
      const {
        request: _request,
        amount_refunded: _refunded,
        customer: _customer,
        setup_method: _method,
        subscription: _subscription,
        ...session
      } = snap.data() as LocalSessionDoc;
      return session;
    },
    expireCheckout: expireLocally,
    async refund(req) {
      // the refund and its event, as Stripe would make them: the cumulative amount refunded on the charge
      const paidRef = await localPaidRef(req.paymentIntent);
      if (!paidRef) throw new Error(`no local payment ${req.paymentIntent}`);
      const { refunded, paid, id } = await db.runTransaction(async (tx) => {
        const p = (await tx.get(paidRef)).data() as LocalPaid | undefined;
        if (!p?.payment_intent || p.payment_status !== 'paid') throw new Error(`${req.paymentIntent} has no payment to refund`);
        const total = (p.amount_refunded ?? 0) + req.amount;
        if (total > (p.amount_total ?? 0)) throw new Error('refund beyond the amount paid');
        tx.update(paidRef, { amount_refunded: total });
        return { refunded: total, paid: p, id: `re_local_${randomBytes(12).toString('hex')}` };
      });
      const ok = await sendLocalEvent(chargeRefundedEvent(paid, refunded, id, req.metadata));
      if (!ok) throw new Error('the webhook refused the local refund event');
      return { id, paymentIntent: req.paymentIntent, status: 'succeeded' };
    },
    chargeSaved: chargeLocally,
    async createCustomer(details, metadata) {
      const id = `cus_local_${randomBytes(12).toString('hex')}`;
      await localCustomerRef(id).set({ ...details, metadata, defaultMethod: null });
      return id;
    },
    async updateCustomer(id, details) {
      await localCustomerRef(id).update({ ...details });
    },
    async createSetupCheckout(req) {
      const customer = (await localCustomerRef(req.customerId).get()).data();
      if (!customer) throw new Error(`no local customer ${req.customerId}`);
      const { successUrl, cancelUrl, metadata } = req;
      return openLocalSession(
        { mode: 'setup', payment_status: 'no_payment_required', amount_total: null, currency: 'eur', metadata, expires_at: null },
        { amount: 0, currency: 'eur', productName: '', email: customer.email ?? '', successUrl, cancelUrl },
        req.customerId,
      );
    },
    async savedMethodOf(sessionId) {
      const s = (await localSessionRef(sessionId).get()).data() as LocalSessionDoc | undefined;
      if (s?.mode !== 'setup' || s.status !== 'complete' || !s.setup_method) return null;
      if (s.customer) await localCustomerRef(s.customer).update({ defaultMethod: s.setup_method.paymentMethodId });
      return s.setup_method;
    },
    async detachMethod() {
      // nothing to charge on the emulator: the account forgetting the card is the whole effect
    },
  };
}

/**
 * A saved card charged off-session: one local PaymentIntent per idempotency key (its id derived from the key, so asking
 * again answers the same charge), paid unless the card is the declined test card, and its event — succeeded or
 * payment_failed, as Stripe sends them — delivered to the webhook until the webhook has taken it once.
 */
async function chargeLocally(req: SavedCardCharge) {
  const id = `pi_local_${createHash('sha256').update(req.idempotencyKey).digest('hex').slice(0, 24)}`;
  const ref = localIntentRef(id);
  const customer = await localCustomerRef(req.customerId).get();
  const status = customer.exists && !req.paymentMethodId.startsWith(LOCAL_DECLINED_METHOD) ? 'succeeded' : 'failed';
  const intent = await db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data() as LocalIntentDoc | undefined;
    if (stored) return stored;
    const fresh: LocalIntentDoc = {
      payment_intent: id,
      payment_status: status === 'succeeded' ? 'paid' : 'unpaid',
      amount_total: req.amount,
      currency: req.currency,
      metadata: req.metadata,
      status,
      delivered: false,
    };
    tx.create(ref, { ...fresh, customer: req.customerId, payment_method: req.paymentMethodId });
    return fresh;
  });
  if (!intent.delivered) {
    if (!(await sendLocalEvent(paymentIntentEvent(intent, req)))) throw new Error('the webhook refused the local charge event');
    await ref.update({ delivered: true });
  }
  return { paymentIntent: id, status: intent.status };
}

/** Stripe's payment_intent.succeeded or payment_intent.payment_failed for a local charge (the fields the webhook reads). */
function paymentIntentEvent(intent: LocalIntentDoc, req: SavedCardCharge) {
  const paid = intent.status === 'succeeded';
  return localEvent(paid ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', {
    object: 'payment_intent',
    id: intent.payment_intent,
    amount: intent.amount_total,
    amount_received: paid ? intent.amount_total : 0,
    currency: intent.currency,
    customer: req.customerId,
    payment_method: req.paymentMethodId,
    status: paid ? 'succeeded' : 'requires_payment_method',
    last_payment_error: paid ? null : { code: 'card_declined', decline_code: 'generic_decline', type: 'card_error' },
    metadata: intent.metadata,
  });
}

/** Stripe's charge.refunded event for a local payment (the fields the webhook reads). */
export function chargeRefundedEvent(s: LocalPaid, amountRefunded: number, refundId: string, metadata: Record<string, string>) {
  return localEvent('charge.refunded', {
    object: 'charge',
    id: `ch_${s.payment_intent}`,
    payment_intent: s.payment_intent,
    amount: s.amount_total,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= (s.amount_total ?? 0),
    currency: s.currency,
    metadata: { ...s.metadata, ...metadata, refund: refundId },
  });
}

/**
 * Stripe's "expire a session": an open one is closed (it can no longer be paid) and the webhook gets
 * checkout.session.expired, as Stripe sends it; one already complete or expired is answered as it is.
 */
export async function expireLocally(id: string): Promise<CheckoutSession | null> {
  const ref = localSessionRef(id);
  const closed = await db.runTransaction(async (tx) => {
    const s = (await tx.get(ref)).data() as LocalSessionDoc | undefined;
    if (!s || s.status !== 'open') return { s, now: false };
    tx.update(ref, { status: 'expired', url: null });
    return { s: { ...s, status: 'expired', url: null }, now: true };
  });
  if (!closed.s) return null;
  if (closed.now && !(await sendLocalEvent(expiredEvent(closed.s)))) throw new Error('the webhook refused the local expiry event');
  const { request: _r, amount_refunded: _a, customer: _c, setup_method: _m, subscription: _s, ...session } = closed.s;
  return session;
}

/** Stripe's checkout.session.expired for a local session (the fields the webhook reads). */
function expiredEvent(s: LocalSessionDoc) {
  return localEvent('checkout.session.expired', {
    object: 'checkout.session',
    id: s.id,
    url: null,
    status: 'expired',
    payment_status: 'unpaid',
    amount_total: s.amount_total,
    currency: s.currency,
    metadata: s.metadata,
    created: s.created,
    expires_at: s.expires_at,
    payment_intent: null,
    mode: s.mode,
  });
}
