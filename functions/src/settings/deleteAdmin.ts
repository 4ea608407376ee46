import { FieldValue } from 'firebase-admin/firestore';
import { deleteAdminContract } from '@tessera/domain/contracts/settings';
import { GENERAL_ADMIN_ROLE } from '@tessera/domain/settings/admins';
import { accountPath, col } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { adminTrace, assertNotLastGeneralAdmin, readAdminProfile } from './adminStore';

/**
 * DELETE /v1/settings/delete-admin (headers id, user-role) — removes the profile, its entry in the account and, when it
 * was the sign-in's last profile, the account document; one transaction with the audit record. Then access ends at
 * once: a sign-in left with nothing is deleted, and one whose current profile this was has its claims cleared and its
 * sessions revoked (the API refuses its tokens from now on; the rules refuse a profile that no longer exists).
 */
export const deleteAdmin = route(deleteAdminContract, async ({ claims, principal, headers }) => {
  const removed = await db.runTransaction(async (tx) => {
    const profile = await readAdminProfile(tx, claims.org, headers.id);
    if (profile.get('role') !== headers['user-role']) throw new ApiError('NOT_FOUND');
    if (profile.get('role') === GENERAL_ADMIN_ROLE) await assertNotLastGeneralAdmin(tx, claims.org, headers.id);
    const uid = profile.get('uid') as string;
    const others = (await tx.get(db.collection(col.profiles).where('uid', '==', uid))).docs.filter((d) => d.id !== headers.id);
    tx.delete(profile.ref);
    const account = db.doc(accountPath(uid));
    if (others.length === 0) tx.delete(account);
    else tx.set(account, { profileIds: FieldValue.arrayRemove(headers.id) }, { merge: true });
    recordChange(tx, claims.org, {
      type: 'adminRemoved',
      by: auditActor(principal, claims),
      target: headers.id,
      before: adminTrace(profile.data()!),
      after: null,
    });
    return { uid, last: others.length === 0 };
  });
  await endAccess(removed.uid, headers.id, removed.last);
  return { deleted: true };
});

async function endAccess(uid: string, profileId: string, last: boolean): Promise<void> {
  if (last) {
    await adminAuth.deleteUser(uid).catch((e: { code?: string }) => {
      if (e.code !== 'auth/user-not-found') throw e;
    });
    return;
  }
  const user = await adminAuth.getUser(uid);
  if (user.customClaims?.pid !== profileId) return;
  await adminAuth.setCustomUserClaims(uid, null);
  await adminAuth.revokeRefreshTokens(uid);
}
