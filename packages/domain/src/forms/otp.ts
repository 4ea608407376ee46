import { z } from 'zod';
import { OTP_LENGTH } from '../constants';

/** A one-time code: exactly 6 characters (SMS second factor, activation, change username). */
export const otpSchema = z.string({ error: 'validation.otpLength' }).trim().length(OTP_LENGTH, 'validation.otpLength');

/** Signup's emailed code: exactly 6 digits. */
export const otpDigitsSchema = z
  .string({ error: 'validation.otpLength' })
  .trim()
  .length(OTP_LENGTH, { error: 'validation.otpLength', abort: true })
  .regex(/^[0-9]+$/, 'validation.otpDigits');

/** Signup's OTP input behaviour: non-digits are dropped as typed, and at most 6 are kept. */
export function sanitizeOtpInput(raw: string): string {
  return (typeof raw === 'string' ? raw : '').replace(/[^0-9]/g, '').slice(0, OTP_LENGTH);
}

/** Verify is disabled below 6 characters and while busy. */
export function canVerifyOtp(code: string, busy: boolean): boolean {
  return !busy && typeof code === 'string' && code.trim().length === OTP_LENGTH;
}
