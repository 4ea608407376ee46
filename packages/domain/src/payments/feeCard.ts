import { effectiveCardStatus, type CardValidity } from '../cards/status';

/**
 * What a year's membership fee does to the member's card: the one rule a refund and the yearly fee verification share
 * (both ask "is this year paid?" and, when it is not, take the year off the card). Paying a fee is the other half
 * (functions payments/renewal.ts: the card runs to 31 December of the year paid).
 */

/** A fee payment as this rule reads it (a payment with `cardPayment`: it pays the membership of `payYear`). */
export interface FeePayment {
  payYear?: unknown;
  status?: unknown;
}

/** Whether the membership of `year` is paid: one of the member's fee payments of that year that is not refunded. */
export const feeYearPaid = (fees: readonly FeePayment[], year: number): boolean =>
  fees.some((f) => f.payYear === year && f.status !== 'REFUNDED');

/**
 * The card once `year` is no longer paid (or was never paid): a card that ran into that year (its valid-until on a day
 * of it) now ends on 31 December of the year before; a card running beyond it (a later year paid, a date an
 * administrator set) or without an end keeps its date. An ACTIVE card that the new date puts past the organization's
 * grace period (`graceMonths`) is stored INACTIVE at once, as the nightly expiry would; within the grace period it stays
 * ACTIVE, as for any member late with the fee. A paid year changes nothing. Applying it twice changes nothing more.
 */
export function cardForFeeYear(card: CardValidity, paid: boolean, year: number, today: string, graceMonths: number): CardValidity {
  if (paid) return card;
  const own = card.validUntil ?? null;
  const inYear = own !== null && own >= `${year}-01-01` && own <= `${year}-12-31`;
  const validUntil = inYear ? `${year - 1}-12-31` : own;
  const status = effectiveCardStatus({ status: card.status, validUntil }, today, graceMonths) === 'INACTIVE' ? 'INACTIVE' : card.status;
  return { status, validUntil };
}

/** Whether the rule changed the card (the caller then writes it, and the wallet passes follow the member's card). */
export const cardChanged = (before: CardValidity, after: CardValidity): boolean =>
  before.status !== after.status || (before.validUntil ?? null) !== (after.validUntil ?? null);
