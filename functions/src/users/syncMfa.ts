import { accountPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { rewriteRestriction } from '../accounts/sessionClaims';
import { phoneVerifiedNow } from './stepUp';
import { syncMfaContract } from '@tessera/domain/contracts/users';

/**
 * POST /v1/users/sync-mfa {timestamp}: after the SMS code, records the check in last_mfa
 * (the server's clock) and lifts the session's second-factor restriction from the claims (`refresh`: the client
 * refreshes its ID token). With mfa off there is nothing to record: NOT_ENABLED. A token without the phone proof
 * (stepUp.ts) → OTP_INVALID.
 */
export const syncMfa = route(syncMfaContract, async ({ principal }) => {
  const ref = db.doc(accountPath(principal.uid));
  const now = Date.now();
  await db.runTransaction(async (tx) => {
    const account = (await tx.get(ref)).data() ?? {};
    if (account.mfa !== true) throw new ApiError('NOT_ENABLED');
    if (!phoneVerifiedNow(principal, account.phone_number as string | null)) throw new ApiError('OTP_INVALID');
    tx.set(ref, { last_mfa: now }, { merge: true });
  });
  await rewriteRestriction(principal.uid);
  return { last_mfa: now, refresh: true };
});
