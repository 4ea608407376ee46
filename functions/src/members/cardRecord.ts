import type { DocumentData } from 'firebase-admin/firestore';
import { issuedCardValidUntil } from '@tessera/domain/cards/status';
import { cardListFields } from '@tessera/domain/lists/listFields';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { isoOf } from '../cards/cardData';
import { dateToTimestamp } from '../shared/serialize';

/** The holder fields of a card (its holder, group and list fields: search tokens, sort keys), for every card writer. */
export function cardHolderFields(number: string, member: DocumentData): DocumentData {
  const holder = `${member.surname} ${member.name}`;
  return { holder, group: member.group ?? null, ...cardListFields({ number, holder }) };
}

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
  const yearEnd = issuedCardValidUntil(todayInItaly(now));
  const own = isoOf(member?.cardValidUntil);
  return { cardStatus: 'ACTIVE', cardValidUntil: dateToTimestamp(own && own > yearEnd ? own : yearEnd) };
}
