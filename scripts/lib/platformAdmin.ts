import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_PREFERENCES, listNamesOf } from '@tessera/domain/entities/organization';
import { accountPath, listNamesPath, orgPath, profileId, profilePath } from '@tessera/domain/paths';

/**
 * The first sign-in of an empty installation: the platform's own organization and its platform admin (docs/deploy.md
 * §4), which the API cannot make since every organization is created by a platform admin. Refuses to touch an
 * organization or an email that exist already. With a password (the rehearsal on the emulators) the account can sign in
 * at once; without one, it is created without a password and the answer carries a link to choose one.
 */
export async function createPlatformAdmin(
  db: Firestore,
  auth: Auth,
  opts: { orgId: string; orgName: string; email: string; password?: string },
): Promise<{ uid: string; passwordLink: string | null }> {
  if ((await db.doc(orgPath(opts.orgId)).get()).exists) throw new Error(`organization ${opts.orgId} exists already`);
  if (await auth.getUserByEmail(opts.email).catch(() => null)) throw new Error(`${opts.email} has a sign-in already`);
  const user = await auth.createUser({ email: opts.email, emailVerified: true, ...(opts.password ? { password: opts.password } : {}) });
  const pid = profileId(user.uid, opts.orgId, 'platform');
  const batch = db.batch();
  batch.create(db.doc(orgPath(opts.orgId)), {
    publicInfo: { name: opts.orgName },
    plan: { name: 'FREE', billing: 'annual', autoRenew: false },
    preferences: DEFAULT_PREFERENCES,
  });
  batch.set(db.doc(listNamesPath(opts.orgId)), listNamesOf([]));
  batch.create(db.doc(accountPath(user.uid)), {
    email: opts.email,
    phone_number: null,
    mfa: false,
    last_mfa: 0,
    lang: null,
    profileIds: [pid],
  });
  batch.create(db.doc(profilePath(pid)), {
    uid: user.uid,
    email: opts.email,
    orgId: opts.orgId,
    orgName: opts.orgName,
    role: 'platform',
    groups: [],
    memberId: null,
    display_name: opts.orgName,
  });
  await batch.commit();
  return { uid: user.uid, passwordLink: opts.password ? null : await auth.generatePasswordResetLink(opts.email) };
}
