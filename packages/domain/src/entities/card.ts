import { z } from 'zod';
import { CARD_STATUSES, cardNumber } from './member';
import { isoDate } from './common';

/** Card (spec §3): stored at organizations/{org}/cards/{number}; the id is the number, which keeps it unique. */
export const cardSchema = z.object({
  number: cardNumber,
  status: z.enum(CARD_STATUSES),
  validUntil: isoDate.nullable(),
  memberId: z.string(),
  holder: z.string(),
  group: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;
