import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { REGION, STRIPE_WEBHOOK_SECRET } from '../../config';

/** The webhook function's URL on this emulator, from the emulator hub's list. */
async function webhookUrl(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set');
  const list = (await (await fetch(`http://${hub}/emulators`)).json()) as { functions?: { host: string; port: number } };
  if (!list.functions) throw new Error('no functions emulator in the hub');
  return `http://${list.functions.host}:${list.functions.port}/${process.env.GCLOUD_PROJECT}/${REGION}/stripeWebhook`;
}

/**
 * The local stand-in's events (emulator only): signed with the webhook secret as Stripe signs them and POSTed to the
 * real webhook function, so everything after this point, signature check included, is the production path.
 * Answers whether the webhook took the event (2xx).
 */
export async function sendLocalEvent(event: object): Promise<boolean> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET.value() });
  const res = await fetch(await webhookUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return res.ok;
}

/** An event as Stripe wraps an object it reports on (the envelope's fields the webhook and Stripe's SDK read). */
export function localEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created,
    livemode: false,
    api_version: null,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
