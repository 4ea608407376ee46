import { randomBytes } from 'node:crypto';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { CheckoutRequest, CheckoutSession, PaymentProvider, SavedMethod } from './provider';
import { localEvent, sendLocalEvent } from './localWebhook';

/**
 * The local stand-in for Stripe Checkout (no key set, emulator only): sessions live in localCheckoutSessions and
 * the web app's /checkout/{id} page pays or cancels them (localCheckout.ts). Paying sends the webhook the same
 * signed event Stripe would, so everything after that point is the production code.
 */
export const localSessionRef = (id: string) => db.doc(`${col.localCheckoutSessions}/${id}`);
const localCustomerRef = (id: string) => db.doc(`${col.localCustomers}/${id}`);

export interface LocalSessionDoc extends CheckoutSession {
  request: Omit<CheckoutRequest, 'metadata'>;
  /** cents refunded so far (local refunds) */
  amount_refunded?: number;
  /** setup mode: the customer the card is saved for, and the card once the page saved it */
  customer?: string;
  setup_method?: SavedMethod;
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
async function openLocalSession(
  fields: Pick<CheckoutSession, 'mode' | 'payment_status' | 'amount_total' | 'currency' | 'metadata'>,
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
      return openLocalSession(
        { mode: 'payment', payment_status: 'unpaid', amount_total: req.amount, currency: req.currency, metadata },
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
        ...session
      } = snap.data() as LocalSessionDoc;
      return session;
    },
    async refund(req) {
      // the refund and its event, as Stripe would make them: the cumulative amount refunded on the charge
      const { refunded, session, id } = await db.runTransaction(async (tx) => {
        const snap = await tx.get(localSessionRef(req.sessionId));
        const s = snap.data() as LocalSessionDoc | undefined;
        if (!s?.payment_intent || s.payment_status !== 'paid') throw new Error(`session ${req.sessionId} has no payment to refund`);
        const total = (s.amount_refunded ?? 0) + req.amount;
        if (total > (s.amount_total ?? 0)) throw new Error('refund beyond the amount paid');
        tx.update(snap.ref, { amount_refunded: total });
        return { refunded: total, session: s, id: `re_local_${randomBytes(12).toString('hex')}` };
      });
      const ok = await sendLocalEvent(chargeRefundedEvent(session, refunded, id, req.metadata));
      if (!ok) throw new Error('the webhook refused the local refund event');
      return { id, paymentIntent: session.payment_intent!, status: 'succeeded' };
    },
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
        { mode: 'setup', payment_status: 'no_payment_required', amount_total: null, currency: 'eur', metadata },
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

/** Stripe's charge.refunded event for a local session's payment (the fields the webhook reads). */
export function chargeRefundedEvent(s: CheckoutSession, amountRefunded: number, refundId: string, metadata: Record<string, string>) {
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
