import { toE164 } from '@tessera/domain/phone';
import { MFA_PROOF_MAX_AGE_S } from '@tessera/domain/users/mfa';
import { signedInRecently } from '@tessera/domain/users/recentSignIn';
import { ApiError } from '../http/apiError';
import type { Principal } from '../http/principal';

const nowS = () => Math.floor(Date.now() / 1000);

/**
 * The proof that an SMS code was entered: the token was signed in by the phone credential (provider `phone`,
 * after the web app's linkWithCredential or reauthenticateWithCredential), of the account's own number, and issued
 * minutes ago. A client that merely calls the endpoint holds a password token and fails. The issue time is
 * checked, not auth_time: the Auth emulator keeps the password sign-in's auth_time after a phone re-authentication.
 */
export function phoneVerifiedNow(principal: Principal, accountPhone: string | null | undefined): boolean {
  const { provider, issuedAt, phoneNumber } = principal.signIn;
  const now = nowS();
  return (
    provider === 'phone' &&
    phoneNumber !== null &&
    phoneNumber === toE164(accountPhone) &&
    now - issuedAt <= MFA_PROOF_MAX_AGE_S &&
    issuedAt <= now + 60
  );
}

/** Changing the second factor (or its number) needs a fresh SMS check of the account's number. */
export function assertSecondFactorFresh(principal: Principal, accountPhone: string | null | undefined): void {
  if (!phoneVerifiedNow(principal, accountPhone)) throw new ApiError('SECOND_FACTOR_REQUIRED');
}

/** Username, password and second-factor changes need a sign-in (or password re-authentication) of the last minutes. */
export function assertRecentSignIn(principal: Principal): void {
  if (!signedInRecently(principal.signIn.authTime, nowS())) throw new ApiError('REAUTHENTICATION_REQUIRED');
}
