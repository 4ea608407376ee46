import { FieldValue } from 'firebase-admin/firestore';
import { accountPath, col } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';

// Firestore's `in` takes at most 30 values
const IN_LIMIT = 30;

/**
 * The sign-in of members who are gone (deleted by an administrator, a bulk upload, an erasure): their profiles are
 * deleted; a sign-in left with no other profile loses its account document and its Firebase Auth user, so it cannot
 * sign in any more; one that keeps profiles elsewhere keeps them, and loses its current profile's claims when that was
 * one of these. Call it after the members' deletion is committed: whatever would give a member a new profile (card
 * activation, signup) reads the member in its transaction and fails once it is gone, so no profile made in between
 * survives this. Runs again safely (nothing left: nothing done). Answers how many profiles and accounts went.
 */
export async function removeMemberSignIns(orgId: string, memberIds: readonly string[]): Promise<{ profiles: number; accounts: number }> {
  const profiles = [];
  for (let i = 0; i < memberIds.length; i += IN_LIMIT) {
    const snap = await db
      .collection(col.profiles)
      .where('orgId', '==', orgId)
      .where('memberId', 'in', memberIds.slice(i, i + IN_LIMIT))
      .get();
    profiles.push(...snap.docs);
  }
  if (profiles.length === 0) return { profiles: 0, accounts: 0 };
  for (let i = 0; i < profiles.length; i += 400) {
    const batch = db.batch();
    for (const p of profiles.slice(i, i + 400)) batch.delete(p.ref);
    await batch.commit();
  }
  const removedIds = new Set(profiles.map((p) => p.id));
  let accounts = 0;
  for (const uid of new Set(profiles.map((p) => String(p.get('uid'))))) {
    const left = await db.collection(col.profiles).where('uid', '==', uid).limit(1).get();
    if (left.empty) {
      await adminAuth.deleteUser(uid).catch((e: { code?: string }) => {
        if (e.code !== 'auth/user-not-found') throw e;
      });
      await db.doc(accountPath(uid)).delete();
      accounts += 1;
      continue;
    }
    await db
      .doc(accountPath(uid))
      .update({ profileIds: FieldValue.arrayRemove(...removedIds) })
      .catch((e: { code?: number }) => {
        if (e.code !== 5) throw e; // 5: NOT_FOUND, an account document the seed never wrote
      });
    const user = await adminAuth.getUser(uid).catch(() => null);
    if (user && removedIds.has(String(user.customClaims?.pid))) await adminAuth.setCustomUserClaims(uid, null);
  }
  return { profiles: profiles.length, accounts };
}
