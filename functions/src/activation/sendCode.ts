import { route } from '../http/route';
import { joinableOrganization } from '../website/organization';
import { sendEmailCode } from '../verification/send';
import { signupAccountState } from '../signup/account';
import { requestLanguage } from '../http/language';
import { clientAddress } from '../http/clientAddress';
import { activationSendCodeContract } from '@tessera/domain/contracts/activation';
import { ticketMember } from './ticket';

/**
 * POST /auth/activate-send-code {email, userID?} (header org) → {sent} — the code of activation step 2. With step 1's
 * ticket (`userID`, what the web sends) the mails also count against the member whose card it is, so one person
 * trying address after address meets a limit; a dead ticket is USER_NOT_FOUND, as in step 2. sent:false when a
 * sign-in already holds the address (the web shows auth/email-already-exists). Another member of the organization
 * holding it is refused by step 2: the member's own email on file must stay usable.
 */
export const activationSendCode = route(activationSendCodeContract, async ({ headers, body, req }) => {
  const org = await joinableOrganization(headers.org);
  const memberId = body.userID ? await ticketMember(org.id, body.userID) : undefined;
  const sent = await sendEmailCode(
    {
      orgId: org.id,
      email: body.email,
      purpose: 'activation',
      lang: requestLanguage(req),
      ip: clientAddress(req),
      ...(memberId ? { person: `member:${org.id}/${memberId}` } : {}),
    },
    async () => (await signupAccountState(org.id, body.email)) === 'taken',
  );
  return { sent };
});
