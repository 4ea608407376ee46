import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import { memberPath, orgPath } from '@tessera/domain/paths';
import { memberEditableFields, type OwnMemberPatch } from '@tessera/domain/users/ownMember';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { memberFields } from '../members/memberRecord';
import { checkCustomFields } from '../members/customFieldValues';

type Issue = { path: string; message: string };

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
  const custom = customFields
    ? (await checkCustomFields(tx, claims.org, customFields, { path: 'body.member.customFields', membersOnly: true }, issues)).values
    : null;
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  const before = snap.data()!;
  const out = memberFields(fields, before);
  if (custom) {
    const merged: Record<string, unknown> = { ...(before.customFields as Record<string, unknown> | undefined), ...custom };
    out.customFields = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== null));
  }
  tx.update(ref, out);
}
