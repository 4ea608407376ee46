import type { Transaction } from 'firebase-admin/firestore';
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

/** Tax codes are unique per organization for signups (an admin may still record a duplicate by hand). */
export async function assertTaxCodeFree(tx: Transaction, orgId: string, ssn: string): Promise<void> {
  const same = await tx.get(db.collection(orgCol(orgId, 'members')).where('ssn', '==', ssn).limit(1));
  if (!same.empty) throw new ApiError('TAX_CODE_ALREADY_USED');
}
