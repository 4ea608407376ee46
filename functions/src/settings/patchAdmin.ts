import { patchAdminContract } from '@tessera/domain/contracts/settings';
import { GENERAL_ADMIN_ROLE } from '@tessera/domain/settings/admins';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { adminTrace, assertGroupsExist, assertNotLastGeneralAdmin, readAdminProfile } from './adminStore';

/**
 * PATCH /v1/settings/patch-admin (header id) {role?, groups?} — the profile keeps its id, so the admin's session
 * finds it again: validate sees the claims differ and rewrites them (the web app re-validates as soon as its profile
 * document changes). Only a local admin holds groups: another role clears them.
 */
export const patchAdmin = route(patchAdminContract, async ({ claims, principal, headers, body }) => {
  await db.runTransaction(async (tx) => {
    const profile = await readAdminProfile(tx, claims.org, headers.id);
    const before = adminTrace(profile.data()!);
    const role = body.role ?? profile.get('role');
    const groups = role === 'group' ? (body.groups ?? (profile.get('groups') as string[])) : [];
    if (role === 'group' && groups.length === 0)
      throw new ApiError('INVALID_REQUEST', [{ path: 'body.groups', message: 'validation.groupsRequired' }]);
    if (body.groups && role !== 'group')
      throw new ApiError('INVALID_REQUEST', [{ path: 'body.groups', message: 'validation.groupsOnlyLocal' }]);
    if (profile.get('role') === GENERAL_ADMIN_ROLE && role !== GENERAL_ADMIN_ROLE)
      await assertNotLastGeneralAdmin(tx, claims.org, headers.id);
    await assertGroupsExist(tx, claims.org, groups);
    tx.update(profile.ref, { role, groups });
    recordChange(tx, claims.org, {
      type: 'adminChanged',
      by: auditActor(principal, claims),
      target: headers.id,
      before,
      after: adminTrace({ email: profile.get('email'), role, groups }),
    });
  });
  return { id: headers.id };
});
