import { z } from 'zod';
/**
 * What staff can type at the door when the camera cannot read a QR: a card number (the digits printed on the card) or
 * a ticket's short code (printed under the ticket's QR). Anything else is taken as a QR's text. The server resolves a
 * typed value to the code it stands for and decides exactly as for that code's QR.
 */

/** The short code's alphabet: no 0/O, 1/I/L, so what is read aloud or typed from paper is not mistaken. */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TICKET_CODE_LENGTH = 8;

const ticketCodePattern = new RegExp(`^[${TICKET_CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`);

const LETTERS = TICKET_CODE_ALPHABET.replace(/\d/g, '');

/**
 * The short code spelled from the bytes of a keyed hash (functions sales/ticketCode.ts): it starts with a letter, so
 * it is never taken for a card number.
 */
export function ticketCodeFromBytes(bytes: Uint8Array): string {
  const chars = Array.from(bytes.subarray(0, TICKET_CODE_LENGTH), (b, i) =>
    i === 0 ? LETTERS[b % LETTERS.length] : TICKET_CODE_ALPHABET[b % TICKET_CODE_ALPHABET.length],
  );
  return chars.join('');
}

/** A ticket code as typed: case, spaces and dashes (printed as `ABCD-EFGH`) do not matter. */
export const normalTicketCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** How the short code is printed: two groups of four, easier to read out. */
export const printedTicketCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export type TypedCode = { kind: 'card'; cardNumber: string } | { kind: 'ticket'; ticketCode: string } | { kind: 'token'; token: string };

/** What a typed value is, by its shape (a card number is digits only; a ticket code never is). */
export function typedCodeOf(typed: string): TypedCode {
  const value = typed.trim();
  if (/^\d{1,12}$/.test(value)) return { kind: 'card', cardNumber: value };
  const ticket = normalTicketCode(value);
  if (ticketCodePattern.test(ticket)) return { kind: 'ticket', ticketCode: ticket };
  return { kind: 'token', token: value };
}

/** The name search at the door: at least this many characters, at most this many matches. */
export const DOOR_SEARCH_MIN = 3;
export const DOOR_SEARCH_MAX = 10;

export const doorSearchInput = z.strictObject({
  q: z.string({ error: 'validation.required' }).trim().min(DOOR_SEARCH_MIN, 'validation.tooShort').max(100, 'validation.tooLong'),
});

/** One match of the name search: whose, what to type for it, and where it stands now. */
export const doorMatch = z.strictObject({
  kind: z.enum(['card', 'ticket']),
  holder: z.string(),
  /** what to send as the typed code: the card number, or the ticket's short code */
  code: z.string(),
  /** the activity's name for a ticket, empty for a card */
  title: z.string(),
  /** a card's stored status (ACTIVE, INACTIVE); a ticket's: USED once redeemed, else OPEN */
  status: z.enum(['ACTIVE', 'INACTIVE', 'USED', 'OPEN']),
});
export type DoorMatch = z.infer<typeof doorMatch>;

/** A name as the search compares it: no case, no accents. */
export const searchable = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
