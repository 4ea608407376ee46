import { FieldValue, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { cardPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { isoOf } from '../cards/cardData';
import { dateToTimestamp } from '../shared/serialize';
import { patchedMember } from '../members/memberRecord';

/**
 * The membership fee of `payYear`, paid on `payDay`: the member's card runs to 31 December of that year
 * (never shortened: a fee for a past year leaves a later date), card and account ACTIVE, the last payment date the
 * latest pay day. Reads the card first and returns the writes, to run in the payment's transaction after all reads.
 */
export async function membershipRenewal(
  tx: Transaction,
  orgId: string,
  member: { ref: DocumentReference; data: DocumentData },
  payYear: number,
  payDay: string,
): Promise<() => void> {
  const number = typeof member.data.cardNumber === 'string' && member.data.cardNumber ? member.data.cardNumber : null;
  const card = number ? await tx.get(db.doc(cardPath(orgId, number))) : null;
  const own = isoOf(member.data.cardValidUntil);
  const yearEnd = `${payYear}-12-31`;
  const validUntil = own && own > yearEnd ? own : yearEnd;
  const lastPaid = isoOf(member.data.lastPaymentAt);
  const changes: DocumentData = { accountStatus: 'ACTIVE', cardValidUntil: dateToTimestamp(validUntil) };
  if (number) changes.cardStatus = 'ACTIVE';
  if (!lastPaid || lastPaid < payDay) changes.lastPaymentAt = dateToTimestamp(payDay);
  return () => {
    tx.update(member.ref, {
      ...changes,
      ...memberListFieldsOf(patchedMember(member.data, { accountStatus: 'ACTIVE' })),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (card?.exists) tx.update(card.ref, { status: 'ACTIVE', validUntil: changes.cardValidUntil });
  };
}
