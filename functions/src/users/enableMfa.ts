import { accountPath } from '@tessera/domain/paths';
import { toE164 } from '@tessera/domain/phone';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { loadAccount } from '../accounts/account';
import { rewriteRestriction } from '../accounts/sessionClaims';
import { assertRecentSignIn, assertSecondFactorFresh } from './stepUp';
import { enableMfaContract } from '@tessera/domain/contracts/users';

/**
 * POST /v1/users/enable-mfa — turns the SMS second factor on. The account's phone number is required (else
 * MISSING_PHONE_NUMBER) and is stored in E.164, the form SMS are sent to. A recent sign-in is needed
 * (REAUTHENTICATION_REQUIRED) and an SMS check of that number just made (SECOND_FACTOR_REQUIRED): the number is
 * proven to work before sign-ins depend on it, and that check counts as today's (last_mfa). The claims then carry
 * the check's validity (`refresh`).
 */
export const enableMfa = route(enableMfaContract, async ({ principal }) => {
  assertRecentSignIn(principal);
  const ref = db.doc(accountPath(principal.uid));
  await db.runTransaction(async (tx) => {
    const phone = toE164((await tx.get(ref)).get('phone_number') as string | null | undefined);
    if (!phone) throw new ApiError('MISSING_PHONE_NUMBER');
    assertSecondFactorFresh(principal, phone);
    tx.set(ref, { mfa: true, phone_number: phone, last_mfa: Date.now() }, { merge: true });
  });
  await rewriteRestriction(principal.uid);
  return { account: await loadAccount(principal.uid), refresh: true };
});
