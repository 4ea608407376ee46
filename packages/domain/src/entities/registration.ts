import { z } from 'zod';
import { docId } from './common';
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHODS } from './payment';

/**
 * A registration to a sale item (organizations/{org}/sales/{id}/registrations/{memberId}): who, which price, how many
 * seats, how paid. One per member and item (a second answers SALE_ALREADY_PERFORMED; family members are seats of the
 * same registration); a cancelled one stays, `cancelled`, until the member registers again.
 */

/** The most seats one registration takes when the item sets no maximum. */
export const REGISTRATION_QUANTITY_MAX = 20;

/** POST /v1/sales/registrations: a member registered at the desk, paid by any method the item accepts but the online card. */
export const deskRegistrationInput = z.object({
  saleId: docId,
  memberId: docId,
  priceName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  quantity: z
    .number({ error: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger')
    .max(REGISTRATION_QUANTITY_MAX, 'validation.tooManyValues')
    .default(1),
  mode: z.enum(MANUAL_PAYMENT_METHODS, { error: 'validation.required' }),
});
export type DeskRegistrationInput = z.input<typeof deskRegistrationInput>;

export const registrationSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  holder: z.string(),
  priceName: z.string(),
  /** euro cents: the price times the seats */
  amount: z.number(),
  quantity: z.number(),
  mode: z.enum(PAYMENT_METHODS),
  paymentId: z.string().nullable(),
  cancelled: z.boolean(),
  createdAt: z.string().nullable().describe('ISO date-time'),
});
export type Registration = z.infer<typeof registrationSchema>;
