import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { validateContract } from '@tessera/domain/contracts/auth';
import { apiCall } from '../api/client';

export type ValidateAnswer = AnswerOf<typeof validateContract>;

/**
 * GET /auth/validate. No overlay: it also runs in the background every few minutes (the session refresh),
 * which flashed the whole-page spinner over whatever the user was doing; a sign-in shows its own progress.
 */
export const validateSession = () => apiCall(validateContract, { overlay: false });
