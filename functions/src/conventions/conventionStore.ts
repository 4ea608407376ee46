import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { conventionFromStored, conventionListFields, type Convention, type ConventionInput } from '@tessera/domain/entities/convention';
import { isCompanyList } from '@tessera/domain/settings/listValues';
import type { ListType } from '@tessera/domain/entities/organization';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

export const conventions = (orgId: string) => db.collection(orgCol(orgId, 'conventions'));

/** A stored convention as the API answers it. */
export const conventionOf = (snap: DocumentSnapshot): Convention => conventionFromStored(snap.id, snap.data() ?? {});

/** The convention, read in the transaction, or NOT_FOUND. */
export async function readConvention(tx: Transaction, orgId: string, id: string): Promise<DocumentSnapshot> {
  const snap = await tx.get(conventions(orgId).doc(id));
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return snap;
}

/** Refuses a company that is not a value of one of the organization's company lists (read in the transaction). */
export async function assertCompany(tx: Transaction, orgId: string, companyId: string): Promise<void> {
  const company = await tx.get(db.doc(`${orgCol(orgId, 'listValues')}/${companyId}`));
  if (!company.exists || !isCompanyList(company.get('type') as ListType))
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.company', message: 'validation.notAllowed' }]);
}

/** What a write stores: the fields, and the list's search and sort fields derived from them. */
export const storedFields = (input: ConventionInput) => ({
  ...input,
  ...conventionListFields(input),
  updatedAt: FieldValue.serverTimestamp(),
});
