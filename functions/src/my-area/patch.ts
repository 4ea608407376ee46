import { accountPath, memberPath, profilePath } from '@tessera/domain/paths';
import { toE164 } from '@tessera/domain/phone';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { loadAccount } from '../accounts/account';
import { patchOwnMember } from './ownMember';
import { ownMemberView } from '../members/ownMemberView';
import { assertSecondFactorFresh } from '../users/stepUp';
import { patchProfileContract } from '@tessera/domain/contracts/my-area';

/**
 * PATCH /v1/profile/patch — the user's own language, phone number and display name, and (`member`) the fields of
 * their own member record the organization lets members edit. All or nothing, in one transaction. With the SMS second
 * factor on, a new phone number needs an SMS check of the current one just made (SECOND_FACTOR_REQUIRED).
 */
export const patchProfile = route(patchProfileContract, async ({ principal, claims, body }) => {
  const { display_name, member, ...accountFields } = body;
  await db.runTransaction(async (tx) => {
    const profile = db.doc(profilePath(claims.pid));
    // The token may outlive its profile (deleted since): nothing is written then.
    const [profileSnap, account] = await Promise.all([tx.get(profile), tx.get(db.doc(accountPath(principal.uid)))]);
    if (!profileSnap.exists) throw new ApiError('PROFILE_NOT_SELECTED');
    // With the SMS second factor on, the number it goes to cannot be removed: the next sign-in would be refused.
    const current = account.get('phone_number') as string | null | undefined;
    if (accountFields.phone_number !== undefined && account.get('mfa') === true) {
      if (!toE164(accountFields.phone_number)) throw new ApiError('MISSING_PHONE_NUMBER');
      // Moving the second factor to another number takes an SMS check of the current one: a password is not enough.
      if (toE164(accountFields.phone_number) !== toE164(current)) assertSecondFactorFresh(principal, current);
    }
    if (member) await patchOwnMember(tx, claims, member);
    if (Object.keys(accountFields).length > 0) tx.set(db.doc(accountPath(principal.uid)), accountFields, { merge: true });
    if (display_name !== undefined) tx.update(profile, { display_name });
  });
  const saved = member && claims.member ? await db.doc(memberPath(claims.org, claims.member)).get() : null;
  return {
    account: await loadAccount(principal.uid),
    ...(saved?.exists ? { member: await ownMemberView(claims.org, saved) } : {}),
    data_updated: true,
  };
});
