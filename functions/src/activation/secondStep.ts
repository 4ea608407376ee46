import { REQUESTS_PER_ADDRESS } from '@tessera/domain/constants';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { clientAddress } from '../http/clientAddress';
import { route } from '../http/route';
import { joinableOrganization } from '../website/organization';
import { consumeCode, verifyCode } from '../verification/codes';
import { takeRateLimit } from '../verification/rateLimit';
import { closeSignupAccount, openSignupAccount, writeSignupProfile } from '../signup/account';
import { claimEmail, retryLostClaims } from '../members/uniqueClaims';
import { memberFields } from '../members/memberRecord';
import { requestLanguage } from '../http/language';
import { assertNotActivated } from './cardMember';
import { spendTry, useTicket } from './ticket';
import { spendInvitation } from '../accounts/memberInvitations';
import { activateSecondStepContract } from '@tessera/domain/contracts/activation';

/**
 * POST /auth/activate-second-step {otp, email, password, userID} (header org) → {uid} — activation step 2.
 * `userID` is the activation ticket step 1 answered as `id` (ticket.ts): each call spends one of its tries first,
 * whatever fails after; an unknown, expired, burned or spent ticket (or a member id) → USER_NOT_FOUND. Then the
 * code emailed to `email` (else OTP_INVALID). Creates the email/password sign-in, then in one transaction: the
 * account, the member profile (role member, the member's organization and id), the email on the member (unique in
 * the organization: EMAIL_ALREADY_USED), the code spent, the ticket deleted and the member's invitation link, if any,
 * marked used. If the transaction fails (code or
 * ticket reused, member activated meanwhile, email taken) the sign-in made here is deleted: nothing is left
 * half-created.
 */
export const activateSecondStep = route(activateSecondStepContract, async ({ headers, body, req }) => {
  // the person's limit is the ticket's own tries (spendTry); the address only has the ceiling a shared network needs
  await takeRateLimit('activate2-ip', clientAddress(req), REQUESTS_PER_ADDRESS);
  const org = await joinableOrganization(headers.org);
  const ticket = body.userID;
  const memberId = await spendTry(org.id, ticket);
  const memberRef = db.doc(memberPath(org.id, memberId));
  await assertNotActivated(org.id, memberId);
  const code = { email: body.email, purpose: 'activation' as const, code: body.otp };
  await verifyCode(code);

  const member = (await memberRef.get()).data();
  if (!member) throw new ApiError('USER_NOT_FOUND');
  const displayName = `${member.name} ${member.surname}`;
  const account = await openSignupAccount(org.id, { email: body.email, password: body.password, displayName });
  try {
    await retryLostClaims(() =>
      db.runTransaction(async (tx) => {
        const current = (await tx.get(memberRef)).data();
        const spendTicket = await useTicket(tx, org.id, ticket, memberId);
        if (!current) throw new ApiError('USER_NOT_FOUND');
        await assertNotActivated(org.id, memberId, tx);
        const claim = await claimEmail(tx, org.id, memberId, body.email);
        const spendLink = await spendInvitation(tx, current);
        await consumeCode(tx, code);
        writeSignupProfile(tx, {
          uid: account.uid,
          orgId: org.id,
          orgName: org.publicInfo?.name ?? org.id,
          email: body.email,
          displayName,
          memberId,
          lang: requestLanguage(req),
        });
        tx.update(memberRef, memberFields({ email: body.email }, current));
        claim();
        spendTicket();
        spendLink();
      }),
    );
  } catch (e) {
    await closeSignupAccount(account);
    throw e;
  }
  return { uid: account.uid };
});
