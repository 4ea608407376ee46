import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { validateContract } from '@tessera/domain/contracts/auth';
import { apiCall } from '../api/client';

export type ValidateAnswer = AnswerOf<typeof validateContract>;

/** GET /auth/validate (spec §7). */
export const validateSession = () => apiCall(validateContract);
