import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import { customFieldValueSchema, type CustomFieldDefinition } from '@tessera/domain/forms/customFields';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { memberEditableFields, type OwnMemberPatch } from '@tessera/domain/users/ownMember';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { memberFields } from '../members/memberRecord';

type Issue = { path: string; message: string };

/** Custom values a member may set: only fields visible to members, each checked against its definition. */
async function checkCustomFields(tx: Transaction, org: string, values: Record<string, unknown>, issues: Issue[]) {
  const defs = await tx.get(db.collection(orgCol(org, 'customFields')).where('visibleToMember', '==', true));
  const byName = new Map(defs.docs.map((d) => [d.get('name') as string, d.data() as CustomFieldDefinition]));
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const def = byName.get(name);
    if (!def) {
      issues.push({ path: `body.member.customFields.${name}`, message: 'validation.notAllowed' });
      continue;
    }
    const parsed = customFieldValueSchema(def).safeParse(raw);
    if (!parsed.success) issues.push({ path: `body.member.customFields.${name}`, message: parsed.error.issues[0]!.message });
    else out[name] = parsed.data ?? null;
  }
  return out;
}

/**
 * Writes the member's own changes (my-data) inside the caller's transaction: only the fields the organization
 * lets members edit (others → INVALID_REQUEST with validation.notAllowed, nothing written); custom values merge
 * into the stored ones, so fields members do not see keep their values. Reads first, as transactions require.
 */
export async function patchOwnMember(tx: Transaction, claims: Claims, patch: OwnMemberPatch): Promise<void> {
  if (!claims.member) throw new ApiError('USER_NOT_FOUND');
  const ref = db.doc(memberPath(claims.org, claims.member));
  const [org, snap] = await Promise.all([tx.get(db.doc(orgPath(claims.org))), tx.get(ref)]);
  if (!snap.exists) throw new ApiError('USER_NOT_FOUND');
  const allowed: readonly string[] = memberEditableFields(org.get('preferences') as DocumentData | undefined);
  const { customFields, ...fields } = patch;
  const issues: Issue[] = Object.keys(fields)
    .filter((k) => !allowed.includes(k))
    .map((k) => ({ path: `body.member.${k}`, message: 'validation.notAllowed' }));
  const custom = customFields ? await checkCustomFields(tx, claims.org, customFields, issues) : null;
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  const before = snap.data()!;
  const out = memberFields(fields, before);
  if (custom) {
    const merged: Record<string, unknown> = { ...(before.customFields as Record<string, unknown> | undefined), ...custom };
    out.customFields = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== null));
  }
  tx.update(ref, out);
}
