import { apiCall } from '../../../lib/api/client';

export interface SessionOutcome {
  session: { id: string; status: string; payment_status: string } | null;
  result: boolean;
}

/** GET /v1/payments/retrieve-session (header session). */
export const retrieveSession = (sessionId: string) =>
  apiCall<SessionOutcome>('GET', '/v1/payments/retrieve-session', { headers: { session: sessionId } });
