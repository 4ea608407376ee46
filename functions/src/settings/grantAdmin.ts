import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import type { AuditActor } from '@tessera/domain/entities/audit';
import type { AdminRole } from '@tessera/domain/settings/admins';
import { accountPath, profileId, profilePath } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { findUserByEmail } from '../shared/findUser';
import { recordChange } from '../shared/audit';
import { enqueueMail } from '../mail/enqueue';
import { appUrl } from '../config';
import { ApiError } from '../http/apiError';
import { recoverLink, RESET_LINK_HOURS } from '../accounts/recoverLinks';
import { adminProfileOf, adminTrace, assertGroupsExist } from './adminStore';
import { ROLE_NAMES } from './roleNames';

export interface AdminGrant {
  email: string;
  role: AdminRole;
  groups: string[];
  display_name?: string;
}

/** What the transaction needs of the organization: its name and whether it is suspended (the new profile follows). */
export interface GrantOrg {
  id: string;
  name: string;
  suspended: boolean;
}

/**
 * Makes `grant.email` an administrator of an organization: its sign-in is found or created (without a password), then
 * `write` runs the caller's transaction, in which `writeGrant` checks the person is no admin there yet and the groups
 * exist, writes the profile and the account's list, queues the invitation (a link that sets the password) or the
 * notice (one more profile), and the audit record. A sign-in created here is deleted again when the transaction
 * refuses, so a refused call leaves nothing behind. Shared by settings add-admin and the platform's new organization.
 */
export async function grantAdmin<T>(
  grant: AdminGrant,
  lang: 'it' | 'en',
  write: (tx: Transaction, writeGrant: (org: GrantOrg, actor: AuditActor) => Promise<{ id: string; invited: boolean }>) => Promise<T>,
): Promise<T> {
  const existing = await findUserByEmail(grant.email);
  const { user, created } = existing ? { user: existing, created: false } : await createInvitedUser(grant.email);
  // a new sign-in, or one that never signed in (an earlier invitation, removed and given again): it needs a password
  const invited = created || !user.metadata.lastSignInTime;
  const link = invited ? recoverLink(await adminAuth.generatePasswordResetLink(grant.email), appUrl.value(), 'resetPassword', true) : null;
  try {
    return await db.runTransaction((tx) => write(tx, (org, actor) => writeGrant(tx, org, actor, { grant, user, invited, link, lang })));
  } catch (e) {
    if (created) await adminAuth.deleteUser(user.uid).catch(() => undefined);
    throw e;
  }
}

async function writeGrant(
  tx: Transaction,
  org: GrantOrg,
  actor: AuditActor,
  g: { grant: AdminGrant; user: UserRecord; invited: boolean; link: string | null; lang: 'it' | 'en' },
): Promise<{ id: string; invited: boolean }> {
  const { grant, user } = g;
  const id = profileId(user.uid, org.id, grant.role);
  const [already, account] = await Promise.all([adminProfileOf(tx, org.id, user.uid), tx.get(db.doc(accountPath(user.uid)))]);
  if (!already.empty) throw new ApiError('ADMIN_EXISTS');
  await assertGroupsExist(tx, org.id, grant.groups);
  const lang = (account.get('lang') as 'it' | 'en' | null | undefined) ?? g.lang;
  const profile = {
    uid: user.uid,
    email: grant.email,
    orgId: org.id,
    orgName: org.name,
    role: grant.role,
    groups: grant.groups,
    memberId: null,
    display_name: grant.display_name || grant.email,
    invited: g.invited,
    ...(org.suspended ? { suspended: true } : {}),
  };
  tx.create(db.doc(profilePath(id)), profile);
  if (account.exists) tx.update(account.ref, { profileIds: FieldValue.arrayUnion(id) });
  else tx.set(account.ref, { email: grant.email, phone_number: null, mfa: false, last_mfa: 0, lang, profileIds: [id] });
  await enqueueMail(invitationMail(org.id, grant.email, grant.role, lang, g.link), tx);
  recordChange(tx, org.id, { type: 'adminAdded', by: actor, target: id, before: null, after: adminTrace(profile) });
  return { id, invited: g.invited };
}

/**
 * The mail of a granted admin profile: with a link that sets the password (a new sign-in: the invitation), or without
 * (one more profile for a sign-in that has a password: where to sign in).
 */
export function invitationMail(orgId: string, email: string, role: AdminRole, lang: 'it' | 'en', link: string | null) {
  const roleName = ROLE_NAMES[lang][role];
  return {
    orgId,
    to: email,
    template: 'adminInvitation' as const,
    lang,
    data: link
      ? { email, role: roleName, link, hours: RESET_LINK_HOURS }
      : { email, role: roleName, signInLink: `${appUrl.value().replace(/\/+$/, '')}/auth` },
  };
}

/** A sign-in for a new administrator: no password until the invitation's link sets one. */
async function createInvitedUser(email: string): Promise<{ user: UserRecord; created: boolean }> {
  try {
    return { user: await adminAuth.createUser({ email, emailVerified: false, disabled: false }), created: true };
  } catch (e) {
    // two admins inviting the same address at once: the second finds the first's sign-in
    if ((e as { code?: string }).code === 'auth/email-already-exists') {
      const user = await findUserByEmail(email);
      if (user) return { user, created: false };
    }
    throw e;
  }
}
