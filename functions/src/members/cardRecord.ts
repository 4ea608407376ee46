import type { DocumentData } from 'firebase-admin/firestore';

/** The card document kept beside a member (organizations/{org}/cards/{number}). */
export function cardFields(memberId: string, member: DocumentData): DocumentData {
  return {
    number: member.cardNumber,
    memberId,
    holder: `${member.surname} ${member.name}`,
    group: member.group ?? null,
    status: member.cardStatus ?? 'ACTIVE',
    validUntil: member.cardValidUntil ?? null,
  };
}
