import { randomBytes } from 'node:crypto';
import { onEmulator } from '../../config';
import { db } from '../../shared/admin';
import { localEvent, sendLocalEvent } from './localWebhook';
import { ApiError } from '../../http/apiError';
import { route } from '../../http/route';
import { startLocalSubscription } from './localSubscriptions';
import { expireLocally, localSessionRef, localTestMethod, type LocalSessionDoc } from './localProvider';
import { getLocalCheckoutContract, payLocalCheckoutContract, cancelLocalCheckoutContract } from '@tessera/domain/contracts/payments';

/**
 * The local checkout page's endpoints (web /checkout/{id}): only on the emulator with no Stripe key. Pay builds
 * the `checkout.session.completed` event Stripe would send, signs it with the webhook secret and POSTs it to the
 * real webhook function, so the local run goes through the production path, signature check included.
 */
async function localSession(id: string): Promise<LocalSessionDoc> {
  if (!onEmulator()) throw new ApiError('NOT_FOUND');
  const snap = await localSessionRef(id).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return snap.data() as LocalSessionDoc;
}

const withId = (url: string, id: string) => url.replace('{CHECKOUT_SESSION_ID}', id);

/** GET /v1/payments/local-checkout (header session) → what the page shows. */
export const getLocalCheckout = route(getLocalCheckoutContract, async ({ headers }) => {
  const s = await localSession(headers.session);
  return {
    session: {
      id: s.id,
      status: s.status,
      payment_status: s.payment_status,
      amount_total: s.amount_total,
      currency: s.currency,
      productName: s.request.productName,
      lines: s.request.lines ?? [],
      email: s.request.email,
      mode: s.mode === 'setup' ? 'setup' : 'payment',
    },
  };
});

/** The event Stripe sends when a Checkout session is paid, as Stripe shapes it (the fields the product reads). */
export function completedEvent(s: LocalSessionDoc, now = Math.floor(Date.now() / 1000)) {
  return localEvent(
    'checkout.session.completed',
    {
      object: 'checkout.session',
      id: s.id,
      url: null,
      status: 'complete',
      payment_status: 'paid',
      amount_total: s.amount_total,
      currency: s.currency,
      metadata: s.metadata,
      created: s.created,
      customer_email: s.request.email,
      customer: s.customer ?? null,
      payment_intent: s.payment_intent,
      subscription: s.subscription ?? null,
      mode: s.mode,
      expires_at: s.expires_at,
    },
    now,
  );
}

/** POST /v1/payments/local-checkout-pay {session} → { url }: paid (or the card saved); the browser goes to the success page. */
export const payLocalCheckout = route(payLocalCheckoutContract, async ({ body }) => {
  const s = await localSession(body.session);
  // past its expiry a session cannot be paid, as on Stripe's page: it is closed now (its event gives the seats back)
  if (s.status === 'open' && s.expires_at !== null && s.expires_at * 1000 <= Date.now()) {
    await expireLocally(s.id);
    throw new ApiError('NOT_ENABLED');
  }
  // setup mode saves Stripe's test card and charges nothing; payment mode pays
  const paid =
    s.mode === 'setup'
      ? { status: 'complete', url: null, setup_method: localTestMethod() }
      : { status: 'complete', payment_status: 'paid', url: null, payment_intent: `pi_local_${randomBytes(12).toString('hex')}` };
  // paid only if still open when paid, as on Stripe: a session closed meanwhile (the member's newer checkout, its
  // expiry) or paid in another tab is never charged
  const was = await db.runTransaction(async (tx) => {
    const status = (await tx.get(localSessionRef(s.id))).get('status') as string;
    if (status === 'open') tx.update(localSessionRef(s.id), paid);
    return status;
  });
  if (was === 'expired') throw new ApiError('NOT_ENABLED');
  if (was !== 'open') throw new ApiError('SALE_ALREADY_PERFORMED');
  // subscription mode: the first period paid starts the subscription (its customer.subscription.created event first)
  const subscription = s.mode === 'subscription' ? await startLocalSubscription({ ...s, ...paid }) : undefined;
  // Stripe would retry; here the page shows the failure and the outcome page still fulfils on return
  if (!(await sendLocalEvent(completedEvent({ ...s, ...paid, ...(subscription ? { subscription } : {}) }))))
    throw new ApiError('CARD_DECLINED');
  return { url: withId(s.request.successUrl, s.id) };
});

/** POST /v1/payments/local-checkout-cancel {session} → { url }: Stripe's "back" link: no event, the cancel page. */
export const cancelLocalCheckout = route(cancelLocalCheckoutContract, async ({ body }) => {
  const s = await localSession(body.session);
  return { url: withId(s.request.cancelUrl, s.id) };
});
