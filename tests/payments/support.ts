import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { col, orgPath } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { functionsUrl } from '../support/env';
import { updateMember } from '../support/world';

/** The webhook signing secret the emulator reads (functions/.secret.local, made by scripts/lib/emulators.mjs). */
export function webhookSecret(): string {
  const file = readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8');
  const secret = /^STRIPE_WEBHOOK_SECRET=(.+)$/m.exec(file)?.[1];
  if (!secret) throw new Error('no STRIPE_WEBHOOK_SECRET in functions/.secret.local');
  return secret;
}

/** The web app's address the emulated functions are configured with (functions/.env.local, APP_URL). */
export function configuredAppUrl(): string {
  const file = readFileSync(new URL('../../functions/.env.local', import.meta.url), 'utf8');
  const url = /^APP_URL=(.+)$/m.exec(file)?.[1];
  if (!url) throw new Error('no APP_URL in functions/.env.local');
  return url.trim().replace(/\/+$/, '');
}

/** POSTs a raw body to the webhook function, signed with `secret` unless a signature is given. */
export async function postWebhook(payload: string, opts: { secret?: string; signature?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    opts.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret() })
      : opts.signature;
  if (signature !== null) headers['stripe-signature'] = signature;
  const res = await fetch(`${functionsUrl()}/stripeWebhook`, { method: 'POST', headers, body: payload });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { outcome?: string; err?: string } };
}

let n = 0;
/** A checkout.session event as Stripe shapes it, for a session of the signup of `uid` in `org`. */
export function checkoutEvent(
  type: string,
  s: { id: string; org: string; uid: string; amount?: number; paid?: boolean },
  createdSec = Math.floor(Date.now() / 1000),
) {
  n += 1;
  return {
    id: `evt_test_${Date.now()}_${n}`,
    object: 'event',
    type,
    created: createdSec,
    livemode: false,
    data: {
      object: {
        object: 'checkout.session',
        id: s.id,
        url: null,
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: s.paid === false ? 'unpaid' : 'paid',
        amount_total: s.amount ?? 3000,
        currency: 'eur',
        metadata: { kind: 'signup', org: s.org, uid: s.uid },
        created: createdSec,
      },
    },
  };
}

/**
 * A paid local checkout session of 35 € (the local provider's document, as its pay step leaves it), whose payment
 * refunds go through the local provider and the real webhook.
 */
export async function paidLocalSession(id: string, paymentIntent: string, org: string): Promise<void> {
  await db.doc(`${col.localCheckoutSessions}/${id}`).set({
    id,
    url: null,
    status: 'complete',
    payment_status: 'paid',
    amount_total: 3500,
    currency: 'eur',
    metadata: { org, kind: 'signup' },
    created: Math.floor(Date.now() / 1000),
    payment_intent: paymentIntent,
    request: { amount: 3500, currency: 'eur', productName: 'Quota', email: 'x@example.test', successUrl: 'x', cancelUrl: 'x' },
  });
}

/** A residence an e-invoice can name (Italy, street, five-digit CAP, town). */
export const INVOICE_RESIDENCE = { line: 'Via Roma 1', zip: '00184', city: 'Roma', state: 'RM', country: 'ITALIA' };

/**
 * Electronic invoicing on for an organization of the test world, with what an invoice needs of the association (VAT
 * number, registered address) and of these members (residence): invoicing a payment needs both (payments/eInvoice.ts).
 */
export async function invoicingOn(orgId: string, memberIds: readonly string[]): Promise<void> {
  await db.doc(orgPath(orgId)).update({
    'preferences.eInvoicing': true,
    'publicInfo.vatNumber': '12345678903',
    'publicInfo.address': 'Via Giuseppe Mazzini 8, 20123 Milano (MI)',
  });
  await Promise.all(memberIds.map((id) => updateMember(orgId, id, { residence: INVOICE_RESIDENCE })));
}
