import { z } from 'zod';
import { requiredEmail } from '../entities/common';

/** Senders an organization keeps: a handful of addresses (segreteria@, tesseramento@…), all read by the outbox. */
export const MAX_MAIL_SENDERS = 10;

/** POST /v1/settings/add-sender: the name and address mail goes out from once verified. */
export const mailSenderInput = z.strictObject({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  email: requiredEmail,
});
export type MailSenderInput = z.input<typeof mailSenderInput>;

/** A mail sender as stored (organizations/{org}/mailSenders/{id}). */
export interface MailSender {
  name: string;
  email: string;
  verified: boolean;
  default: boolean;
}
