import { MFA_RECHECK_MS } from './constants';

/**
 * Spec §4 Login step 3–4: with mfa on and the last check one day old or more, the OTP step is due;
 * without a phone number to send it to, the user is logged out.
 */
export function secondFactorStep(
  account: { mfa: boolean; last_mfa: number; phone_number: string | null },
  now: number,
): 'none' | 'otp' | 'no-phone' {
  if (!account.mfa || now - account.last_mfa < MFA_RECHECK_MS) return 'none';
  return account.phone_number ? 'otp' : 'no-phone';
}
