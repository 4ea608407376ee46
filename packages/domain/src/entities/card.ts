import { z } from 'zod';
import { CARD_STATUSES, cardNumber } from './member';
import { isoDate } from './common';

/** Card: stored at organizations/{org}/cards/{number}; the id is the number, which keeps it unique. */
export const cardSchema = z.object({
  number: cardNumber,
  status: z.enum(CARD_STATUSES),
  validUntil: isoDate.nullable(),
  memberId: z.string(),
  holder: z.string(),
  group: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

/**
 * What the QR code of a card carries, signed by the server (functions/src/cards/token.ts):
 * `base64url(JSON payload) + '.' + base64url(signature)` (functions cards/token.ts). Short keys keep the QR small: with
 * the door key's 64-byte signature it must still fit a card's QR (version 10 at level M).
 */
export const cardTokenPayloadSchema = z.object({
  /** organization id */
  o: z.string().min(1),
  /** card number */
  c: cardNumber,
  /** member id */
  m: z.string().min(1),
  /** valid-until printed on the card, `YYYY-MM-DD`, or null */
  v: isoDate.nullable(),
  /** issued at, seconds since the epoch: on the codes made before the door keys; a card's code now leaves it out for room */
  iat: z.number().int().nonnegative().optional(),
});
export type CardTokenPayload = z.infer<typeof cardTokenPayloadSchema>;

/** Headers of the card endpoints: `card` is a card number; `user` one member id or several, comma-separated. */
export const cardHeader = z.object({ card: cardNumber });
