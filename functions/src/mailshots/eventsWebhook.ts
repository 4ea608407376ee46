import { createPublicKey, verify } from 'node:crypto';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { deliveryEvent, type DeliveryEvent } from '@tessera/domain/mailshots/deliveryEvents';
import { REGION, SENDGRID_EVENT_PUBLIC_KEY } from '../config';
import { applyDeliveryEvents, type EventOutcome } from './events';

/** A post signed longer ago than this is refused: SendGrid signs each try of a post anew. */
const SIGNATURE_MAX_AGE_S = 24 * 3600;

export const SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

/**
 * SendGrid's signature (Signed Event Webhook): ECDSA P-256 with SHA-256 over the timestamp header followed by the raw
 * body, base64 DER; the key is the verification key SendGrid shows, base64 DER SPKI.
 */
export function signatureValid(publicKeyBase64: string, timestamp: string, rawBody: Buffer, signature: string, now = Date.now()) {
  if (!publicKeyBase64 || !/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_MAX_AGE_S) return false;
  try {
    const key = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
    return verify('sha256', Buffer.concat([Buffer.from(timestamp), rawBody]), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** Applies a post's events in order (events.ts: a message's consecutive events together); a malformed one is counted and skipped. */
export async function applyEvents(events: unknown[]): Promise<Record<EventOutcome | 'malformed', number>> {
  const tally = { applied: 0, duplicate: 0, ignored: 0, malformed: 0 };
  const valid: DeliveryEvent[] = [];
  for (const raw of events) {
    const event = deliveryEvent.safeParse(raw);
    if (event.success) valid.push(event.data);
    else tally.malformed++;
  }
  for (const outcome of await applyDeliveryEvents(valid)) tally[outcome]++;
  return tally;
}

/**
 * POST mailEvents: SendGrid's Event Webhook, its own HTTPS function like the Stripe webhook (docs/deploy.md). The
 * signature is checked on the raw body: 401 otherwise. A failure while applying answers 500, so SendGrid retries;
 * applying twice changes nothing (the event-id ledger).
 */
export const mailEvents = onRequest(
  { region: REGION, invoker: 'public', maxInstances: 10, secrets: [SENDGRID_EVENT_PUBLIC_KEY] },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).json({ err: 'NOT_FOUND' });
      return;
    }
    const signature = req.headers[SIGNATURE_HEADER];
    const timestamp = req.headers[TIMESTAMP_HEADER];
    if (
      typeof signature !== 'string' ||
      typeof timestamp !== 'string' ||
      !signatureValid(SENDGRID_EVENT_PUBLIC_KEY.value(), timestamp, req.rawBody, signature)
    ) {
      res.status(401).json({ err: 'UNAUTHENTICATED' });
      return;
    }
    const events = z.array(z.unknown()).max(5000).safeParse(req.body);
    if (!events.success) {
      res.status(400).json({ err: 'INVALID_REQUEST' });
      return;
    }
    try {
      const tally = await applyEvents(events.data);
      logger.info('mail events', tally);
      res.status(200).json({ received: true, ...tally });
    } catch (e) {
      logger.error('mail events failed', { error: e instanceof Error ? e.stack : String(e) });
      res.status(500).json({ err: 'UNKNOW_ERR' });
    }
  },
);
