import { effectiveCardStatus, type CardValidity } from './status';

/**
 * The valid-until a card's signed QR token (and the face it is printed on) may carry, or null when no token may
 * be issued:
 * - only a card that is ACTIVE on `today` (its effective status: INACTIVE, NOT_FOUND and a card past its grace
 *   period get none);
 * - never beyond the card's own valid-until: the day asked for (a printed year's 31 December) is capped by it.
 *   A card without valid-until has no end, so the day asked for stands (or none).
 */
export function cardTokenValidity(
  card: CardValidity,
  requested: string | null,
  today: string,
  graceMonths: number,
): { validUntil: string | null } | null {
  if (effectiveCardStatus(card, today, graceMonths) !== 'ACTIVE') return null;
  const own = card.validUntil ?? null;
  if (requested === null || own === null) return { validUntil: requested ?? own };
  return { validUntil: requested < own ? requested : own };
}
