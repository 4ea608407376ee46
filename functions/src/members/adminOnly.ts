import { FieldValue, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { MemberPatch } from '@tessera/domain/entities/member';
import { mergeAdminOnly, splitCustomFields } from '@tessera/domain/entities/memberPrivate';
import { memberPrivatePath } from '@tessera/domain/paths';
import type { MemberRecord } from '@tessera/domain/contracts/records';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';

/** The member's back-office-only document (domain entities/memberPrivate.ts). */
export const adminOnlyRef = (orgId: string, memberId: string) => db.doc(memberPrivatePath(orgId, memberId));

/**
 * The back-office document's custom values (replaced whole) with the names held (`customFieldKeys`): with the
 * document's `org` (every writer sets it) settings find the holders of a field across members' documents to count
 * and rewrite them (settings/customFieldStore.ts). No values: the fields are removed.
 */
export function privateCustomFields(values: Record<string, unknown>): DocumentData {
  const keys = Object.keys(values);
  return keys.length
    ? { customFields: values, customFieldKeys: keys }
    : { customFields: FieldValue.delete(), customFieldKeys: FieldValue.delete() };
}

/**
 * Splits a member input (create) or patch into what goes on the member record and the back-office-only fields
 * (null when the input names none). Custom values are replaced whole, on both sides: a patch that leaves one side
 * without values removes it there (`null`, a deleted field); a create leaves it out.
 */
export function splitMemberInput<T extends MemberPatch>(
  input: T,
  visible: ReadonlySet<string>,
  kind: 'create' | 'patch',
): { member: T; adminOnly: DocumentData | null } {
  const { notes, customFields, ...rest } = input;
  const member = rest as T;
  const adminOnly: DocumentData = {};
  const none = kind === 'patch' ? null : undefined;
  if (notes !== undefined) adminOnly.notes = notes === null ? FieldValue.delete() : notes;
  if (customFields === null) {
    member.customFields = null;
    Object.assign(adminOnly, privateCustomFields({}));
  } else if (customFields !== undefined) {
    const split = splitCustomFields(customFields, visible);
    const shown = Object.keys(split.visible).length > 0 ? split.visible : none;
    if (shown !== undefined) member.customFields = shown;
    if (Object.keys(split.adminOnly).length > 0 || kind === 'patch') Object.assign(adminOnly, privateCustomFields(split.adminOnly));
  }
  return { member, adminOnly: Object.keys(adminOnly).length > 0 ? adminOnly : null };
}

/**
 * Writes back-office-only fields in the caller's transaction, beside the member's own write. Only the named fields
 * change (each replaced whole, a delete removes it); the document is created with its first field, and always
 * carries its organization (for settings' queries across members' documents).
 */
export function writeAdminOnly(tx: Transaction, orgId: string, memberId: string, fields: DocumentData | null): void {
  if (!fields) return;
  const data = { ...fields, org: orgId, updatedAt: FieldValue.serverTimestamp() };
  tx.set(adminOnlyRef(orgId, memberId), data, { mergeFields: Object.keys(data) });
}

/** getAll calls are cut to this many documents (an organization's list may hold 20,000 members). */
const GET_ALL_CHUNK = 1000;

/** The private document's fields (its own `updatedAt` left out: the member's is the one shown), or none. */
function adminOnlyData(snap: DocumentSnapshot | undefined): DocumentData | undefined {
  if (!snap?.exists) return undefined;
  const data = snap.data()!;
  delete data.updatedAt;
  return data;
}

/** Members' stored data with their back-office-only data merged (Firestore values as stored: timestamps stay). */
export async function withAdminOnly(orgId: string, members: readonly DocumentSnapshot[]): Promise<DocumentData[]> {
  const refs = members.map((m) => adminOnlyRef(orgId, m.id));
  const privates: DocumentSnapshot[] = [];
  for (let i = 0; i < refs.length; i += GET_ALL_CHUNK) privates.push(...(await db.getAll(...refs.slice(i, i + GET_ALL_CHUNK))));
  return members.map((m, i) => mergeAdminOnly({ ...m.data(), id: m.id }, adminOnlyData(privates[i])));
}

/** Members as staff see them (API answers): each record with its back-office-only data merged, timestamps as ISO strings. */
export async function membersForStaff(orgId: string, members: readonly DocumentSnapshot[]): Promise<MemberRecord[]> {
  // Stored members have the record's shape (every write path validates them); the API tests parse each answer.
  return (await withAdminOnly(orgId, members)).map((m) => toJson(m) as MemberRecord);
}

/** One member as staff see it, read after a write. */
export async function staffMemberResult(ref: DocumentReference): Promise<MemberRecord> {
  const [result] = await membersForStaff(ref.parent.parent!.id, [await ref.get()]);
  return result!;
}
