import { z } from 'zod';
import { publicRoute } from '../http/route';
import { fulfilSignup } from './fulfilSignup';
import { paymentProvider } from './providers';

/** A checkout session id as providers spell them (cs_test_…, cs_live_…, cs_local_…). */
export const sessionHeader = z.object({
  session: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'validation.id'),
});

/**
 * GET /v1/payments/retrieve-session (header session) → { session: {id, status, payment_status} | null, result }.
 * Spec §2 "Outcome page": paid is success. `result` is true when the signup behind a paid session is done: the
 * outcome page may arrive before the webhook, so a paid session is fulfilled here too (exactly once either way).
 * Public: a session id is an unguessable capability, and the answer holds no personal data.
 */
export const retrieveSession = publicRoute({
  method: 'GET',
  path: '/v1/payments/retrieve-session',
  headers: sessionHeader,
  async handle({ headers }) {
    const s = await paymentProvider().retrieveCheckout(headers.session);
    if (!s || s.metadata.kind !== 'signup') return { session: null, result: false };
    const outcome = s.payment_status === 'paid' ? await fulfilSignup(s) : 'unpaid';
    return {
      session: { id: s.id, status: s.status, payment_status: s.payment_status },
      result: outcome === 'completed' || outcome === 'already',
    };
  },
});
