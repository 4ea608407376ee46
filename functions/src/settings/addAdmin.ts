import { FieldValue } from 'firebase-admin/firestore';
import { addAdminContract } from '@tessera/domain/contracts/settings';
import { accountPath, orgPath, profileId, profilePath } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { findUserByEmail } from '../shared/findUser';
import { auditActor, recordChange } from '../shared/audit';
import { enqueueMail } from '../mail/enqueue';
import { appUrl } from '../config';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { recoverLink, RESET_LINK_HOURS } from '../auth/recoverMail';
import { adminProfileOf, adminTrace, assertGroupsExist } from './adminStore';
import { ROLE_NAMES } from './roleNames';

/**
 * POST /v1/settings/add-admin {email, role, groups, display_name} — spec §2 "administrators". The person's sign-in is
 * found or created (without a password), then one transaction checks they are not an admin here yet and the groups
 * exist, writes the profile and the account's profile list, queues the mail and the audit record. A sign-in created
 * here is deleted again when the transaction refuses, so a refused call leaves nothing behind.
 */
export const addAdmin = route(addAdminContract, async ({ claims, principal, body, req }) => {
  const existing = await findUserByEmail(body.email);
  const { user, created } = existing ? { user: existing, created: false } : await createInvitedUser(body.email);
  // a new sign-in, or one that never signed in (an earlier invitation, removed and given again): it needs a password
  const invited = created || !user.metadata.lastSignInTime;
  const link = invited ? recoverLink(await adminAuth.generatePasswordResetLink(body.email), appUrl.value(), 'resetPassword', true) : null;
  const id = profileId(user.uid, claims.org, body.role);
  try {
    await db.runTransaction(async (tx) => {
      const [already, org, account] = await Promise.all([
        adminProfileOf(tx, claims.org, user.uid),
        tx.get(db.doc(orgPath(claims.org))),
        tx.get(db.doc(accountPath(user.uid))),
      ]);
      if (!already.empty) throw new ApiError('ADMIN_EXISTS');
      await assertGroupsExist(tx, claims.org, body.groups);
      const lang = (account.get('lang') as 'it' | 'en' | null | undefined) ?? requestLanguage(req);
      const profile = {
        uid: user.uid,
        email: body.email,
        orgId: claims.org,
        orgName: String(org.get('name') ?? claims.org),
        role: body.role,
        groups: body.groups,
        memberId: null,
        display_name: body.display_name || body.email,
        invited,
      };
      tx.create(db.doc(profilePath(id)), profile);
      if (account.exists) tx.update(account.ref, { profileIds: FieldValue.arrayUnion(id) });
      else tx.set(account.ref, { email: body.email, phone_number: null, mfa: false, last_mfa: 0, lang, profileIds: [id] });
      await enqueueMail(
        {
          orgId: claims.org,
          to: body.email,
          template: 'adminInvitation',
          lang,
          data: link
            ? { email: body.email, role: ROLE_NAMES[lang][body.role], link, hours: RESET_LINK_HOURS }
            : { email: body.email, role: ROLE_NAMES[lang][body.role], signInLink: `${appUrl.value().replace(/\/+$/, '')}/auth` },
        },
        tx,
      );
      recordChange(tx, claims.org, {
        type: 'adminAdded',
        by: auditActor(principal, claims),
        target: id,
        before: null,
        after: adminTrace(profile),
      });
    });
  } catch (e) {
    if (created) await adminAuth.deleteUser(user.uid).catch(() => undefined);
    throw e;
  }
  return { id, invited };
});

/** A sign-in for a new administrator: no password until the invitation's link sets one. */
async function createInvitedUser(email: string) {
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
