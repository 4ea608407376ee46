import { randomBytes } from 'node:crypto';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider';

/**
 * The local stand-in for Stripe Checkout (no key set, emulator only): sessions live in localCheckoutSessions and
 * the web app's /checkout/{id} page pays or cancels them (localCheckout.ts). Paying sends the webhook the same
 * signed event Stripe would, so everything after that point is the production code.
 */
export const localSessionRef = (id: string) => db.doc(`${col.localCheckoutSessions}/${id}`);

export interface LocalSessionDoc extends CheckoutSession {
  request: Omit<CheckoutRequest, 'metadata'>;
}

/** The web origin of a checkout URL (success and cancel URLs are the app's own pages). */
const originOf = (url: string) => new URL(url).origin;

export function localProvider(): PaymentProvider {
  return {
    async createCheckout(req) {
      const id = `cs_local_${randomBytes(12).toString('hex')}`;
      const session: CheckoutSession = {
        id,
        url: `${originOf(req.successUrl)}/checkout/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: req.amount,
        currency: req.currency,
        metadata: req.metadata,
        created: Math.floor(Date.now() / 1000),
      };
      const { metadata: _metadata, ...request } = req;
      await localSessionRef(id).set({ ...session, request } satisfies LocalSessionDoc);
      return session;
    },
    async retrieveCheckout(id) {
      const snap = await localSessionRef(id).get();
      if (!snap.exists) return null;
      const { request: _request, ...session } = snap.data() as LocalSessionDoc;
      return session;
    },
  };
}
