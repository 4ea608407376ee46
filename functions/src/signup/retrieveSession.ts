import { route } from '../http/route';
import { fulfilSignup } from './fulfilSignup';
import { paymentProvider } from '../payments/providers/providers';
import { retrieveSessionContract } from '@tessera/domain/contracts/payments';

/**
 * GET /v1/payments/retrieve-session (header session) → { session: {id, status, payment_status} | null, result }.
 * The outcome page: paid is success. `result` is true when the signup behind a paid session is done: the
 * outcome page may arrive before the webhook, so a paid session is fulfilled here too (exactly once either way).
 * Public: a session id is an unguessable capability, and the answer holds no personal data.
 */
export const retrieveSession = route(retrieveSessionContract, async ({ headers }) => {
  const s = await paymentProvider().retrieveCheckout(headers.session);
  if (!s || s.metadata.kind !== 'signup') return { session: null, result: false };
  const outcome = s.payment_status === 'paid' ? await fulfilSignup(s) : 'unpaid';
  return {
    session: { id: s.id, status: s.status, payment_status: s.payment_status },
    result: outcome === 'completed' || outcome === 'already',
  };
});
