import type { Transaction } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

export const senders = (orgId: string) => db.collection(orgCol(orgId, 'mailSenders'));

/** A mail sender of this organization in the transaction, or NOT_FOUND. */
export async function readSender(tx: Transaction, orgId: string, id: string) {
  const snap = await tx.get(senders(orgId).doc(id));
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return snap;
}
