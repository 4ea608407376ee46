import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { retrieveSessionContract } from '@tessera/domain/contracts/payments';
import { apiCall } from '../../../lib/api/client';

export type SessionOutcome = AnswerOf<typeof retrieveSessionContract>;

/** GET /v1/payments/retrieve-session (header session). */
export const retrieveSession = (sessionId: string) => apiCall(retrieveSessionContract, { headers: { session: sessionId } });
