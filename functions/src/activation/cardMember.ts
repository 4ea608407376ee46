import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { cardPath, memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { memberProfilesQuery } from '../accounts/memberInvitations';

/**
 * The member a card number and tax code name together. Either one wrong, the card missing or the member gone (or
 * deceased) all answer the same USER_NOT_FOUND: the caller must not learn which half of the pair was right.
 */
export async function cardMember(orgId: string, cardNumber: string, ssn: string): Promise<{ id: string; data: DocumentData }> {
  const card = await db.doc(cardPath(orgId, cardNumber)).get();
  const memberId = card.get('memberId') as string | undefined;
  const member = memberId ? await db.doc(memberPath(orgId, memberId)).get() : null;
  const data = member?.data();
  if (!member || !data || data.ssn !== ssn || data.cardNumber !== cardNumber || data.deceased === true)
    throw new ApiError('USER_NOT_FOUND');
  return { id: member.id, data };
}

/** A member who has a sign-in (one of its profiles) has its card activated already. */
export async function assertNotActivated(orgId: string, memberId: string, tx?: Transaction): Promise<void> {
  const q = memberProfilesQuery(orgId, memberId);
  const snap = tx ? await tx.get(q) : await q.get();
  if (!snap.empty) throw new ApiError('CARD_ALREADY_ACTIVATED');
}
