import type { DocumentData } from 'firebase-admin/firestore';
import { issuedCardValidity } from '@tessera/domain/cards/status';
import { cardHolderFields } from '@tessera/domain/lists/listFields';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { isoOf } from '../cards/cardData';
import { dateToTimestamp } from '../shared/serialize';

/** The card document kept beside a member (organizations/{org}/cards/{number}). */
export function cardFields(memberId: string, member: DocumentData): DocumentData {
  return {
    number: member.cardNumber,
    memberId,
    ...cardHolderFields(member.cardNumber, member),
    status: member.cardStatus ?? 'ACTIVE',
    validUntil: member.cardValidUntil ?? null,
  };
}

/**
 * The member fields a newly issued card sets (signup, upload, admin): ACTIVE and valid until the end of this
 * year (issuedCardValidUntil), or the member's own valid-until when that runs later (a renewal already paid).
 */
export function issuedCardFields(member: DocumentData | undefined, now = new Date()): DocumentData {
  return { cardStatus: 'ACTIVE', cardValidUntil: dateToTimestamp(issuedCardValidity(isoOf(member?.cardValidUntil), todayInItaly(now))) };
}
