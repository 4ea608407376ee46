import { accountPath } from '@tessera/domain/paths';
import { toE164 } from '@tessera/domain/phone';
import { MFA_PROOF_MAX_AGE_S, syncMfaInput } from '@tessera/domain/users/mfa';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import type { Principal } from '../http/principal';

/**
 * The proof that the SMS code was entered: the token was signed in by the phone credential (provider `phone`,
 * after the web app's linkWithCredential or reauthenticateWithCredential), of the account's own number, and issued
 * minutes ago. A client that merely calls this endpoint holds a password token and gets OTP_INVALID. The issue time
 * is checked, not auth_time: the Auth emulator keeps the password sign-in's auth_time after a phone re-authentication.
 */
function phoneVerifiedNow(principal: Principal, accountPhone: string | null, nowS: number): boolean {
  const { provider, issuedAt, phoneNumber } = principal.signIn;
  return (
    provider === 'phone' &&
    phoneNumber !== null &&
    phoneNumber === toE164(accountPhone) &&
    nowS - issuedAt <= MFA_PROOF_MAX_AGE_S &&
    issuedAt <= nowS + 60
  );
}

/**
 * POST /v1/users/sync-mfa {timestamp} (spec §4 Login step 3): after the SMS code, records the check in last_mfa
 * (the server's clock). With mfa off there is nothing to record: NOT_ENABLED.
 */
export const syncMfa = profileRoute({
  method: 'POST',
  path: '/v1/users/sync-mfa',
  access: 'profile.read',
  body: syncMfaInput,
  async handle({ principal }) {
    const ref = db.doc(accountPath(principal.uid));
    const now = Date.now();
    await db.runTransaction(async (tx) => {
      const account = (await tx.get(ref)).data() ?? {};
      if (account.mfa !== true) throw new ApiError('NOT_ENABLED');
      if (!phoneVerifiedNow(principal, (account.phone_number as string | null) ?? null, Math.floor(now / 1000)))
        throw new ApiError('OTP_INVALID');
      tx.set(ref, { last_mfa: now }, { merge: true });
    });
    return { last_mfa: now };
  },
});
