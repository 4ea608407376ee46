import { effectiveCardStatus, isInGracePeriod } from '@tessera/domain/cards/status';
import type { CardStatus } from '@tessera/domain/entities/member';
import { toIsoDate } from '@tessera/domain/locale/dates';

/** A card document as the live read gives it (timestamps already Dates). */
export interface StoredCard {
  id: string;
  number?: string;
  holder?: string;
  memberId?: string;
  group?: string | null;
  status?: CardStatus;
  validUntil?: Date | string | null;
}

/** What the cards screen shows: the stored status, and the effective one after the grace period. */
export interface CardRow {
  number: string;
  holder: string;
  memberId: string | null;
  group: string | null;
  status: CardStatus;
  effectiveStatus: CardStatus;
  inGrace: boolean;
  /** `YYYY-MM-DD` or null */
  validUntil: string | null;
}

export function toCardRow(c: StoredCard, today: string, graceMonths: number): CardRow {
  const validUntil = c.validUntil ? toIsoDate(c.validUntil) : null;
  const status = c.status ?? 'NOT_FOUND';
  return {
    number: c.number ?? c.id,
    holder: c.holder ?? '',
    memberId: c.memberId ?? null,
    group: c.group ?? null,
    status,
    effectiveStatus: effectiveCardStatus({ status, validUntil }, today, graceMonths),
    inGrace: isInGracePeriod({ status, validUntil }, today, graceMonths),
    validUntil,
  };
}
