import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { saleFromStored, saleListFields, seatsFreeField, type Sale, type SaleInput } from '@tessera/domain/entities/sale';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { sanitizeRichText } from '../shared/richText';
import { ApiError } from '../http/apiError';
import { writeShards } from './seats';

export const sales = (orgId: string) => db.collection(orgCol(orgId, 'sales'));

/** A stored sale item as the API answers it (its period as of today in Italy). */
export const saleOf = (snap: DocumentSnapshot): Sale => saleFromStored(snap.id, snap.data() ?? {}, todayInItaly());

/** The item, read in the transaction, or NOT_FOUND. */
export async function readSale(tx: Transaction, orgId: string, id: string): Promise<DocumentSnapshot> {
  const snap = await tx.get(sales(orgId).doc(id));
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return snap;
}

/** Refuses a family category that is not one of the organization's categories (read in the transaction). */
export async function assertFamilyCategory(tx: Transaction, orgId: string, category: string | null): Promise<void> {
  if (!category) return;
  const value = await tx.get(db.doc(`${orgCol(orgId, 'listValues')}/${category}`));
  if (value.get('type') !== 'categories')
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.familyCategory', message: 'validation.notAllowed' }]);
}

/** Whether any registration of the item is still standing (not cancelled), read in the transaction. */
export async function hasRegistrations(tx: Transaction, ref: DocumentReference): Promise<boolean> {
  return !(await tx.get(ref.collection('registrations').where('cancelled', '==', false).limit(1))).empty;
}

/** What a write stores: the fields (the description sanitized), and the list's search, sort and period fields. */
export function storedSale(input: SaleInput) {
  return {
    ...input,
    descriptionHTML: sanitizeRichText(input.descriptionHTML),
    ...saleListFields(input, todayInItaly()),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** A new item (created or cloned) in the caller's transaction: its fields, no seat taken, and its seat shards. */
export function createSale(tx: Transaction, ref: DocumentReference, input: SaleInput, extra: Record<string, unknown> = {}) {
  tx.create(ref, {
    ...storedSale(input),
    ...extra,
    currentEnrolled: 0,
    ...seatsFreeField({ seatsAvailable: input.seatsAvailable, currentEnrolled: 0 }),
    createdAt: FieldValue.serverTimestamp(),
  });
  writeShards(tx, ref, [], input.seatsAvailable);
}
