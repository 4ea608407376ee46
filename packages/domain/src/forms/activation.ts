import { z } from 'zod';
import { docId, requiredEmail, requiredText } from '../entities/common';
import { taxCodeField } from '../fields/taxCode';
import { otpSchema } from './otp';
import { signupPasswordSchema } from './passwords';

/** Activate step 1 (POST /auth/activate-first-step): card number and tax code (the tax code field's rule), both non-empty. */
export const activationStep1Schema = z.object(
  {
    ssn: taxCodeField,
    // the card's document id: one Firestore cannot store is no card (validation.id)
    card_number: requiredText(64).pipe(docId),
  },
  { error: 'validation.required' },
);
export type ActivationStep1Values = z.infer<typeof activationStep1Schema>;

/**
 * Activate step 2 (POST /auth/activate-second-step): the emailed 6-character code, email, a password passing the
 * hints (6–24, upper, lower, digit) and, as `userID`, the activation ticket step 1 answered as `id`.
 */
export const activationStep2Schema = z.object(
  {
    otp: otpSchema,
    email: requiredEmail,
    password: signupPasswordSchema,
    userID: requiredText(128).pipe(docId),
  },
  { error: 'validation.required' },
);
export type ActivationStep2Values = z.infer<typeof activationStep2Schema>;

/** Activate from an invitation (POST /auth/activate-invitation): the token of the mailed link. */
export const activationInvitationSchema = z.object({ token: requiredText(128).pipe(docId) }, { error: 'validation.required' });

/**
 * Activate's send-code payload: the email and, as `userID`, step 1's activation ticket, so the code mails count
 * against the person whose card it is as well as against the address. A bare {email} is still taken (older clients):
 * then only the address's limits apply.
 */
export const activationSendCodeSchema = z.object(
  { email: requiredEmail, userID: requiredText(128).pipe(docId).optional() },
  { error: 'validation.required' },
);

/** Step 1's answer carries the activation ticket as `id` or `_id`; null when neither is a non-empty string. */
export function activationUserId(answer: { id?: unknown; _id?: unknown } | null | undefined): string | null {
  for (const v of [answer?.id, answer?._id]) if (typeof v === 'string' && v.trim()) return v.trim();
  return null;
}
