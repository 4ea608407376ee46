import type { QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { cardPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/**
 * Card numbers are unique per organization: the card document's id is the number, so reading it
 * inside the transaction makes two concurrent saves of one number conflict, and one of them fails.
 */
export async function assertCardNumberFree(tx: Transaction, orgId: string, cardNumber: string): Promise<void> {
  const card = await tx.get(db.doc(cardPath(orgId, cardNumber)));
  if (card.exists) throw new ApiError('CARD_NUMBER_ALREADY_USED');
}

/** The members of the organization holding `email` (two at most: enough to tell "another member" apart). */
export function emailHolders(orgId: string, email: string) {
  return db.collection(orgCol(orgId, 'members')).where('email', '==', email).limit(2);
}

/** Whether a member other than `exceptMemberId` holds `email`, from emailHolders' answer. */
export function heldByAnother(holders: QuerySnapshot, exceptMemberId?: string | null): boolean {
  return holders.docs.some((d) => d.id !== exceptMemberId);
}

/** Member emails are unique per organization. */
export async function assertEmailFree(tx: Transaction, orgId: string, email: string, exceptMemberId?: string): Promise<void> {
  if (heldByAnother(await tx.get(emailHolders(orgId, email)), exceptMemberId)) throw new ApiError('EMAIL_ALREADY_USED');
}

/** Tax codes are unique per organization for signups (an admin may still record a duplicate by hand). */
export async function assertTaxCodeFree(tx: Transaction, orgId: string, ssn: string): Promise<void> {
  const same = await tx.get(db.collection(orgCol(orgId, 'members')).where('ssn', '==', ssn).limit(1));
  if (!same.empty) throw new ApiError('TAX_CODE_ALREADY_USED');
}
