import type { Claims } from './claims';
import { MFA_RECHECK_MS } from './constants';

/**
 * The login's second factor: with mfa on and the last check one day old or more, the OTP step is due;
 * without a phone number to send it to, the user is logged out.
 */
export function secondFactorStep(
  account: { mfa: boolean; last_mfa: number; phone_number: string | null },
  now: number,
): 'none' | 'otp' | 'no-phone' {
  if (!account.mfa || now - account.last_mfa < MFA_RECHECK_MS) return 'none';
  return account.phone_number ? 'otp' : 'no-phone';
}

/** The claims that carry the account's pending steps onto every token (claims.ts). */
export type RestrictionClaims = Pick<Claims, 'mfaUntil' | 'pwdChange'>;

/** What the account owes before the session is whole: the SMS check's validity, the forced password change. */
export function restrictionClaims(account: { mfa: boolean; last_mfa: number; mustChangePassword: boolean }): RestrictionClaims {
  return {
    ...(account.mfa ? { mfaUntil: account.last_mfa + MFA_RECHECK_MS } : {}),
    ...(account.mustChangePassword ? { pwdChange: true as const } : {}),
  };
}

/**
 * Why a session may not use the area yet, read from its token alone (the API's dispatch and the rules check the
 * same): the SMS second factor is due, or a password change is forced. The second factor comes first, as in the
 * login journey. A token without a profile (claims null) reaches only the sign-in steps anyway.
 */
export type SessionRestriction = 'second-factor' | 'password-change';

export function sessionRestriction(claims: RestrictionClaims | null, now: number): SessionRestriction | null {
  if (!claims) return null;
  if (claims.mfaUntil !== undefined && now >= claims.mfaUntil) return 'second-factor';
  if (claims.pwdChange === true) return 'password-change';
  return null;
}
