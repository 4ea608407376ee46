import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { cardStatusOf } from '@tessera/domain/counters';
import type { CardValidity } from '@tessera/domain/cards/status';
import type { CardStatus } from '@tessera/domain/entities/member';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { cardChanged, cardForFeeYear } from '@tessera/domain/payments/feeCard';
import { cardPath, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { dateToTimestamp } from '../shared/serialize';
import { isoOf } from '../cards/cardData';

/**
 * The organization's grace period (months a card stays ACTIVE past its date). Read outside the caller's transaction:
 * a preference changes rarely, and a transactional read would lock the organization's document for a whole step.
 */
export async function graceMonthsOf(orgId: string): Promise<number> {
  return preferencesOf((await db.doc(orgPath(orgId)).get()).get('preferences')).gracePeriodMonths;
}

/** What the fee rule reads of a member's card. */
const storedCard = (member: DocumentSnapshot): CardValidity => ({
  status: cardStatusOf(member.data() ?? {}) as CardStatus,
  validUntil: isoOf(member.get('cardValidUntil')),
});

/**
 * The member's card after `year` was found paid or not (the domain's cardForFeeYear, shared by a refund and the yearly
 * verification), written in the caller's transaction after its reads: the member's card fields and the card document,
 * as the nightly expiry writes them. The wallet passes follow the member's card (cards/triggers.ts). Returns the card
 * as it is now, and whether it changed; a member without a card is left alone.
 */
export function applyFeeCard(
  tx: Transaction,
  orgId: string,
  member: DocumentSnapshot,
  fee: { paid: boolean; year: number; today: string; graceMonths: number },
): { card: CardValidity; changed: boolean } | null {
  const number = member.get('cardNumber') as string | undefined;
  if (!number) return null;
  const before = storedCard(member);
  const card = cardForFeeYear(before, fee.paid, fee.year, fee.today, fee.graceMonths);
  if (!cardChanged(before, card)) return { card, changed: false };
  const validUntil = card.validUntil ? dateToTimestamp(card.validUntil) : null;
  tx.update(member.ref, { cardStatus: card.status, cardValidUntil: validUntil, updatedAt: FieldValue.serverTimestamp() });
  tx.set(db.doc(cardPath(orgId, number)), { status: card.status, validUntil }, { merge: true });
  return { card, changed: true };
}
