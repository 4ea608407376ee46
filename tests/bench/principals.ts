import { profileGrant } from '@tessera/domain/claims';
import { accountPath, profileId, profilePath } from '@tessera/domain/paths';
import { adminAuth, db } from '../support/admin';
import { signIn } from '../support/emulators';

// What the benches that act as many signed-in people at once share: their sign-ins, and running set-up work a few at
// a time.

const PASSWORD = 'Bench-Password-1';

/** Runs `work` over `items`, `width` at a time (the setup: not the rush). */
export async function inTurns<T, R>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

/** A sign-in with one profile in `org` (the claims set as choosing that profile sets them); answers a fresh ID token. */
export async function principal(
  org: string,
  who: { uid: string; email: string; role: 'platform' | 'organization' | 'member'; memberId: string | null },
): Promise<string> {
  const user = { email: who.email, password: PASSWORD, emailVerified: true };
  // a loaded machine once answered 'already exists' for a uid only this call makes (likely a retried request whose first
  // try had created it): the sign-in is then set as asked
  await adminAuth.createUser({ uid: who.uid, ...user }).catch(async (e: { code?: string }) => {
    if (e.code !== 'auth/uid-already-exists') throw e;
    await adminAuth.updateUser(who.uid, user);
  });
  const pid = profileId(who.uid, org, who.role);
  const profile = { uid: who.uid, email: who.email, orgId: org, orgName: 'Bench', role: who.role, groups: [], memberId: who.memberId };
  const batch = db.batch();
  batch.set(db.doc(accountPath(who.uid)), { email: who.email, phone_number: null, mfa: false, last_mfa: 0, lang: null, profileIds: [pid] });
  batch.set(db.doc(profilePath(pid)), { ...profile, display_name: who.email });
  await batch.commit();
  await adminAuth.setCustomUserClaims(who.uid, profileGrant({ id: pid, ...profile }));
  return (await signIn(who.email, PASSWORD)).idToken;
}
