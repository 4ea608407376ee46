import { daysInMonth, isIsoDate } from '../locale/dates';
import type { CardStatus } from '../entities/member';

/** What effectiveCardStatus needs of a card: its stored status and its valid-until day (`YYYY-MM-DD`, or none). */
export interface CardValidity {
  status: CardStatus;
  validUntil: string | null | undefined;
}

/** `YYYY-MM-DD` plus whole months; the day is clamped to the target month (31 Dec + 2 → 28/29 Feb). */
export function addMonthsIso(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last day a card still counts as ACTIVE: valid-until plus the grace months; null when the card has no end. */
export function graceEnd(validUntil: string | null | undefined, graceMonths: number): string | null {
  if (!validUntil || !isIsoDate(validUntil)) return null;
  return addMonthsIso(validUntil, Math.max(0, Math.trunc(graceMonths)));
}

/**
 * The status a card really has on `today`:
 * - NOT_FOUND and INACTIVE stay as stored (an admin or a RESET made them so);
 * - an ACTIVE card without valid-until stays ACTIVE;
 * - an ACTIVE card is still ACTIVE through valid-until + `graceMonths` months (both days included), INACTIVE after.
 * Dates are calendar days `YYYY-MM-DD` (Italian time is the caller's business: pass today's Italian date).
 */
export function effectiveCardStatus(card: CardValidity, today: string, graceMonths: number): CardStatus {
  if (card.status !== 'ACTIVE') return card.status;
  const end = graceEnd(card.validUntil, graceMonths);
  if (end === null) return 'ACTIVE';
  return today <= end ? 'ACTIVE' : 'INACTIVE';
}

/** True when the card is past valid-until but still ACTIVE thanks to the grace period. */
export function isInGracePeriod(card: CardValidity, today: string, graceMonths: number): boolean {
  if (card.status !== 'ACTIVE' || !card.validUntil) return false;
  return today > card.validUntil && effectiveCardStatus(card, today, graceMonths) === 'ACTIVE';
}

/**
 * The valid-until a newly issued card gets: memberships run by calendar year, so a card issued on any day of a
 * year is valid until 31 December of that year (Italian calendar day `today`, `YYYY-MM-DD`). Signups, uploads
 * and admins issuing a card all use it; a card's valid-until moves on only with a renewal.
 */
export function issuedCardValidUntil(today: string): string {
  return `${today.slice(0, 4)}-12-31`;
}

/**
 * The valid-until of a card issued today to a member whose own valid-until is `own` (ISO day, or null): the end of
 * this year, or the member's own date when that runs later (a renewal already paid).
 */
export function issuedCardValidity(own: string | null, today: string): string {
  const yearEnd = issuedCardValidUntil(today);
  return own && own > yearEnd ? own : yearEnd;
}
