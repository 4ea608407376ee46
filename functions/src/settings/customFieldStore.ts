import { FieldPath, type Query, type Transaction } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { sameListValueName } from '@tessera/domain/settings/listValues';
import type { CustomFieldEdit, StoredCustomField } from '@tessera/domain/settings/customFields';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/**
 * Custom field definitions as stored (organizations/{org}/customFields/{id}): the definition (domain
 * settings/customFields.ts), its `order`, and two marks of work cut short: `deleting` (its values are being removed;
 * member writes treat the field as gone) and `formerNames` (names whose values still wait to be renamed).
 */
export type FieldDoc = StoredCustomField & { deleting?: boolean; formerNames?: string[] };

export const fieldsCol = (orgId: string) => db.collection(orgCol(orgId, 'customFields'));

/** The organization's custom fields in use (a field being deleted takes no values), definitions as stored. */
export async function liveFields(orgId: string): Promise<FieldDoc[]> {
  return (await fieldsCol(orgId).get()).docs.map((d) => d.data() as FieldDoc).filter((f) => f.deleting !== true);
}

/** The definition alone (the stored document less its order and marks), with the defaults of older documents. */
export function definitionOf(f: FieldDoc): CustomFieldEdit {
  return {
    name: f.name,
    type: f.type,
    allowedValues: f.allowedValues ?? [],
    required: f.required === true,
    visibleToMember: f.visibleToMember === true,
  };
}

/** A field in the transaction, or NOT_FOUND (also while it is being deleted, unless `deleting` is accepted). */
export async function readField(tx: Transaction, orgId: string, id: string, opts: { deleting?: boolean } = {}) {
  const snap = await tx.get(fieldsCol(orgId).doc(id));
  if (!snap.exists || (snap.get('deleting') === true && !opts.deleting)) throw new ApiError('NOT_FOUND');
  return { snap, field: snap.data() as FieldDoc };
}

/** CUSTOM_FIELD_NAME_TAKEN when another field has this name (a few tens of fields: one read of them all). */
export async function assertFieldNameFree(tx: Transaction, orgId: string, name: string, except?: string) {
  const all = await tx.get(fieldsCol(orgId));
  if (all.docs.some((d) => d.id !== except && sameListValueName(String(d.get('name') ?? ''), name)))
    throw new ApiError('CUSTOM_FIELD_NAME_TAKEN');
  return all;
}

/**
 * The two places a value of the field named `name` can be held: the member records (a field members see) and the
 * members' back-office documents, found through their `customFieldKeys` (adminOnly.ts keeps them; firestore.indexes.json
 * indexes the collection group by org and key).
 */
export function fieldHolders(orgId: string, name: string): { members: Query; private: Query } {
  return {
    members: db.collection(orgCol(orgId, 'members')).where(new FieldPath('customFields', name), '!=', null),
    private: db.collectionGroup('private').where('org', '==', orgId).where('customFieldKeys', 'array-contains', name),
  };
}

/** How many members hold a value of the field (count aggregations; a member holds it on one side only). */
export async function countFieldHolders(orgId: string, name: string, tx?: Transaction): Promise<number> {
  const q = fieldHolders(orgId, name);
  const counts = await Promise.all(
    [q.members, q.private].map(async (query) => (tx ? await tx.get(query.count()) : await query.count().get()).data().count),
  );
  return counts[0]! + counts[1]!;
}
