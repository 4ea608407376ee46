import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { EMAIL_CODE_SENDS_PER_PERSON, PASSWORD_RESET_REQUEST_TTL_MS, REQUESTS_PER_ADDRESS } from '@tessera/domain/constants';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { clientAddress } from '../http/clientAddress';
import { route } from '../http/route';
import { takeAnonymousMailLimit, takeRateLimit } from '../verification/rateLimit';
import { recoverPasswordContract } from '@tessera/domain/contracts/auth';
import type { AccountMailKind } from './recoverMail';

/**
 * GET /auth/recover-password (header email) — recover step 1. Answers {sent: true} for every address, and
 * does the same work for every address before answering: the limits (per email, the network address's ceiling,
 * and the global cap of anonymous mail) and one request document (passwordResetRequests). Whether the address has an account, and the
 * mail itself, are the trigger's business (recoverMail.ts), after the answer: neither the answer nor its timing
 * tells who is a member.
 */
export const recoverPassword = route(recoverPasswordContract, async ({ headers, req }) => {
  await requestAccountMail(req, headers.email, 'resetPassword');
  return { sent: true };
});

/** The limits and the request document both account mails (a reset link, a verification link) cost every caller alike. */
export async function requestAccountMail(req: Request, email: string, kind: AccountMailKind): Promise<void> {
  await takeRateLimit('recover-email', email.trim().toLowerCase(), EMAIL_CODE_SENDS_PER_PERSON);
  await takeRateLimit('recover-ip', clientAddress(req), REQUESTS_PER_ADDRESS);
  await takeAnonymousMailLimit();
  await db.collection(col.passwordResetRequests).add({
    email,
    kind,
    createdAt: FieldValue.serverTimestamp(),
    // a TTL policy on this field sweeps a request whose trigger never ran (docs/deploy.md)
    expiresAt: new Date(Date.now() + PASSWORD_RESET_REQUEST_TTL_MS),
  });
}
