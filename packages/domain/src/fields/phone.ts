import { z } from 'zod';
import { toE164 } from '../phone';
import { verdictOf } from './verdict';

/**
 * A phone number as people type it (`333 123 4567`, `+39 06 1234 5678`, `0039 333…`, with dots, dashes or
 * brackets): valid when it can be dialled as an E.164 number (toE164; no prefix means +39). Kept as typed (trimmed).
 * The same rule for the member's phone, the account's phone for the SMS second factor and the bulk upload.
 */
export const PHONE_MAX = 30;

export const phoneField = z
  .string({ error: 'validation.phone' })
  .trim()
  .max(PHONE_MAX, { error: 'validation.tooLong', abort: true })
  .refine((v) => toE164(v) !== null, 'validation.phone')
  .describe('a phone number, E.164 once spaces, dots, dashes and brackets are dropped (no prefix: +39)');

export const phoneVerdict = (value: unknown) => verdictOf(phoneField, value);
