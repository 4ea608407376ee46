import { route } from '../http/route';
import { joinableOrganization } from '../website/organization';
import { sendEmailCode } from '../verification/send';
import { signupAccountState } from '../signup/account';
import { requestLanguage } from '../http/language';
import { clientAddress } from '../http/clientAddress';
import { activationSendCodeContract } from '@tessera/domain/contracts/activation';

/**
 * POST /auth/activate-send-code {email} (header org) → {sent} — the code of activation step 2 (the payload is
 * {email} only, unlike signup's). sent:false when a sign-in already holds the address (the web shows
 * auth/email-already-exists). Another member of the organization holding it is refused by step 2: the payload does
 * not say which member is being activated, and the member's own email on file must stay usable.
 */
export const activationSendCode = route(activationSendCodeContract, async ({ headers, body, req }) => {
  const org = await joinableOrganization(headers.org);
  const sent = await sendEmailCode(
    { orgId: org.id, email: body.email, purpose: 'activation', lang: requestLanguage(req), ip: clientAddress(req) },
    async () => (await signupAccountState(org.id, body.email)) === 'taken',
  );
  return { sent };
});
