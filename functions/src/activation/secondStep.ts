import type { Transaction } from 'firebase-admin/firestore';
import { activationStep2Schema } from '@tessera/domain/forms/activation';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { publicRoute } from '../http/route';
import { orgHeader, publicOrganization } from '../website/organization';
import { consumeCode, verifyCode } from '../verification/codes';
import { closeSignupAccount, openSignupAccount, writeSignupProfile } from '../signup/account';
import { assertEmailFree } from '../members/uniqueness';
import { memberFields } from '../members/memberRecord';
import { requestLanguage } from '../http/language';
import { activationCheckRef, assertNotActivated } from './cardMember';

/**
 * POST /auth/activate-second-step {otp, email, password, userID} (header org) → {uid} — spec §4 Activate step 2.
 * Needs a passed step 1 for this member (else USER_NOT_FOUND) and the code emailed to `email` (else OTP_INVALID).
 * Creates the email/password sign-in, then in one transaction: the account, the member profile (role member, the
 * member's organization and id), the email on the member (unique in the organization: EMAIL_ALREADY_USED), and the
 * code spent. If the transaction fails (code reused, member activated meanwhile, email taken) the sign-in made here
 * is deleted: nothing is left half-created.
 */
export const activateSecondStep = publicRoute({
  method: 'POST',
  path: '/auth/activate-second-step',
  headers: orgHeader,
  body: activationStep2Schema,
  async handle({ headers, body, req }) {
    const org = await publicOrganization(headers.org);
    const memberRef = db.doc(memberPath(org.id, body.userID));
    const checkRef = activationCheckRef(org.id, body.userID);
    const passed = async (tx?: Transaction) => {
      const check = tx ? await tx.get(checkRef) : await checkRef.get();
      const expiresAt = check.get('expiresAt') as { toMillis(): number } | undefined;
      return !!expiresAt && expiresAt.toMillis() > Date.now();
    };
    if (!(await passed())) throw new ApiError('USER_NOT_FOUND');
    await assertNotActivated(org.id, body.userID);
    const code = { email: body.email, purpose: 'activation' as const, code: body.otp };
    await verifyCode(code);

    const member = (await memberRef.get()).data();
    if (!member) throw new ApiError('USER_NOT_FOUND');
    const displayName = `${member.name} ${member.surname}`;
    const account = await openSignupAccount(org.id, { email: body.email, password: body.password, displayName });
    try {
      await db.runTransaction(async (tx) => {
        const current = (await tx.get(memberRef)).data();
        if (!current || !(await passed(tx))) throw new ApiError('USER_NOT_FOUND');
        await assertNotActivated(org.id, body.userID, tx);
        await assertEmailFree(tx, org.id, body.email, body.userID);
        await consumeCode(tx, code);
        writeSignupProfile(tx, {
          uid: account.uid,
          orgId: org.id,
          orgName: org.publicInfo?.name ?? org.id,
          email: body.email,
          displayName,
          memberId: body.userID,
          lang: requestLanguage(req),
        });
        tx.update(memberRef, memberFields({ email: body.email }, current));
        tx.delete(checkRef);
      });
    } catch (e) {
      await closeSignupAccount(account);
      throw e;
    }
    return { uid: account.uid };
  },
});
