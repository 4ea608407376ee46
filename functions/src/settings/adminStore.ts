import type { Transaction } from 'firebase-admin/firestore';
import { profilePath } from '@tessera/domain/paths';
import { ADMIN_ROLES, GENERAL_ADMIN_ROLE, isAdminRole, type AdminRole } from '@tessera/domain/settings/admins';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { orgProfiles } from '../shared/orgProfiles';
import { listValueRef } from './listValueStore';

/** The organization's admin profiles (every role settings hand out; its members' profiles are not read). */
export const adminProfiles = (orgId: string) => orgProfiles(orgId).where('role', 'in', [...ADMIN_ROLES]);

/** An admin profile of this organization in the transaction, or NOT_FOUND (a member's or another organization's counts as missing). */
export async function readAdminProfile(tx: Transaction, orgId: string, id: string) {
  const snap = await tx.get(db.doc(profilePath(id)));
  if (!snap.exists || snap.get('orgId') !== orgId || !isAdminRole(snap.get('role'))) throw new ApiError('NOT_FOUND');
  return snap as typeof snap & { get(field: 'role'): AdminRole };
}

/**
 * LAST_GENERAL_ADMIN when `leaving` is the organization's only general admin. The query runs in the transaction:
 * two admins removing each other at the same moment are serialized, and the second finds the first gone.
 */
export async function assertNotLastGeneralAdmin(tx: Transaction, orgId: string, leaving: string): Promise<void> {
  const generals = await tx.get(orgProfiles(orgId).where('role', '==', GENERAL_ADMIN_ROLE));
  if (generals.docs.every((d) => d.id === leaving)) throw new ApiError('LAST_GENERAL_ADMIN');
}

/** Every group id exists in the organization's groups list (NOT_FOUND otherwise). */
export async function assertGroupsExist(tx: Transaction, orgId: string, groups: readonly string[]): Promise<void> {
  if (groups.length === 0) return;
  const snaps = await tx.getAll(...groups.map((g) => listValueRef(orgId, g)));
  if (snaps.some((s) => !s.exists || s.get('type') !== 'groups')) throw new ApiError('NOT_FOUND');
}

/** What an audit record keeps of an admin profile. */
export const adminTrace = (p: { email?: unknown; role?: unknown; groups?: unknown }) => ({
  email: p.email,
  role: p.role,
  groups: p.groups,
});

/** The person's admin profile in this organization, if any (one per person and organization). */
export const adminProfileOf = (tx: Transaction, orgId: string, uid: string) => tx.get(adminProfiles(orgId).where('uid', '==', uid));

/** The local admins that administer `group`. */
export const localAdminsOf = (orgId: string, group: string) =>
  orgProfiles(orgId).where('role', '==', 'group').where('groups', 'array-contains', group);
