import { FieldValue } from 'firebase-admin/firestore';
import { col, memberPath, profilePath } from '@tessera/domain/paths';
import type { Profile } from '@tessera/domain/entities/profile';
import { adminAuth, db } from '../shared/admin';
import type { Account } from './account';
import { claimsOf } from './sessionClaims';

/** Every usable profile of a sign-in, across organizations, sorted by display name (a suspended organization's are not). */
export async function profilesOf(uid: string): Promise<Profile[]> {
  const snap = await db.collection(col.profiles).where('uid', '==', uid).get();
  return snap.docs
    .map((d) => ({ ...(d.data() as Omit<Profile, 'id'>), id: d.id }))
    .filter((p) => p.suspended !== true)
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
}

/** Makes `p` the current profile: its claims go on the account; the client refreshes its token. */
export async function makeCurrent(uid: string, p: Profile, account: Account): Promise<void> {
  await adminAuth.setCustomUserClaims(uid, claimsOf(p, account));
}

/** The profile as the client sees it (no uid). */
export function publicProfile(p: Profile) {
  return {
    id: p.id,
    orgId: p.orgId,
    orgName: p.orgName,
    role: p.role,
    groups: p.groups,
    memberId: p.memberId,
    display_name: p.display_name,
    email: p.email,
  };
}

/** Removes the claims: no profile is current until the user chooses one. */
export async function clearCurrent(uid: string): Promise<void> {
  await adminAuth.setCustomUserClaims(uid, null);
}

/** The sign-in is in use: the profiles an administrator's invitation created stop showing "invited" in settings. */
export async function clearInvitations(profiles: readonly Profile[]): Promise<void> {
  const invited = profiles.filter((p) => p.invited === true);
  if (invited.length === 0) return;
  const batch = db.batch();
  for (const p of invited) batch.update(db.doc(profilePath(p.id)), { invited: false });
  await batch.commit();
}

/**
 * The sign-in is in use: members whose profile it is show "signed in" (the member list and page). Stamped once per
 * profile, so later validations write nothing. A member removed meanwhile is skipped, never recreated.
 */
export async function markMembersSignedIn(profiles: readonly Profile[]): Promise<void> {
  const first = profiles.filter((p) => p.role === 'member' && p.memberId && p.signedIn !== true);
  await Promise.all(
    first.map(async (p) => {
      await db
        .doc(memberPath(p.orgId, p.memberId!))
        .update({ signedInAt: FieldValue.serverTimestamp() })
        .catch((e: { code?: number }) => {
          if (e.code !== 5) throw e; // 5: NOT_FOUND
        });
      await db.doc(profilePath(p.id)).update({ signedIn: true });
    }),
  );
}
