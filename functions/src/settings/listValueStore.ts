import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { ListType } from '@tessera/domain/entities/organization';
import { listNamesPath, orgCol } from '@tessera/domain/paths';
import { MEMBER_FIELD_OF_LIST, sameListValueName } from '@tessera/domain/settings/listValues';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

export const listValueRef = (orgId: string, id: string) => db.doc(`${orgCol(orgId, 'listValues')}/${id}`);
const values = (orgId: string, type: ListType) => db.collection(orgCol(orgId, 'listValues')).where('type', '==', type);

/** The members holding a value of a list; null for a list members do not hold (companies). */
export function holders(orgId: string, type: ListType, id: string) {
  const field = MEMBER_FIELD_OF_LIST[type];
  return field ? db.collection(orgCol(orgId, 'members')).where(field, '==', id) : null;
}

/** A value of this list in the transaction, or NOT_FOUND (an id of another list counts as missing). */
export async function readListValue(tx: Transaction, orgId: string, type: ListType, id: string) {
  const snap = await tx.get(listValueRef(orgId, id));
  if (!snap.exists || snap.get('type') !== type) throw new ApiError('NOT_FOUND');
  return snap;
}

/** LIST_VALUE_NAME_TAKEN when another value of the list has this name (a list holds tens of values: one query). */
export async function assertNameFree(tx: Transaction, orgId: string, type: ListType, name: string, except?: string) {
  const same = (await tx.get(values(orgId, type))).docs.find(
    (d) => d.id !== except && sameListValueName(String(d.get('name') ?? ''), name),
  );
  if (same) throw new ApiError('LIST_VALUE_NAME_TAKEN');
}

/**
 * Keeps the one-read summary of names (summaries/listNames) in step, in the transaction that changes the value:
 * every screen reads names from it, so a value without its summary entry would show as its bare id.
 */
export function writeSummaryName(tx: Transaction, orgId: string, type: ListType, id: string, name: string | null): void {
  tx.set(db.doc(listNamesPath(orgId)), { [type]: { [id]: name ?? FieldValue.delete() } }, { merge: true });
}

/** The names of every list value of the organization by id (ids are unique across lists): one summary read. */
export async function listValueNames(orgId: string): Promise<Map<string, string>> {
  const summary = (await db.doc(listNamesPath(orgId)).get()).data() ?? {};
  return new Map(Object.values(summary).flatMap((names) => Object.entries((names ?? {}) as Record<string, string>)));
}
