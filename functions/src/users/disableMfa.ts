import { accountPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { loadAccount } from '../accounts/account';
import { rewriteRestriction } from '../accounts/sessionClaims';
import { assertRecentSignIn, assertSecondFactorFresh } from './stepUp';
import { disableMfaContract } from '@tessera/domain/contracts/users';

/**
 * GET /v1/users/disable-mfa — turns the SMS second factor off. With it on, it takes a recent
 * sign-in (REAUTHENTICATION_REQUIRED) and a fresh SMS check of the account's number (SECOND_FACTOR_REQUIRED):
 * a password alone must not remove the second factor. The claims drop the check's validity (`refresh`).
 */
export const disableMfa = route(disableMfaContract, async ({ principal }) => {
  assertRecentSignIn(principal);
  const ref = db.doc(accountPath(principal.uid));
  await db.runTransaction(async (tx) => {
    const account = await tx.get(ref);
    if (account.get('mfa') !== true) return;
    assertSecondFactorFresh(principal, account.get('phone_number') as string | null | undefined);
    tx.set(ref, { mfa: false }, { merge: true });
  });
  await rewriteRestriction(principal.uid);
  return { account: await loadAccount(principal.uid), refresh: true };
});
