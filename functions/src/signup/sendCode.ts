import { mailLanguageFor } from '@tessera/domain/verification';
import { route } from '../http/route';
import { joinableOrganization } from '../website/organization';
import { sendEmailCode } from '../verification/send';
import { signupEmailTaken } from './account';
import { clientAddress } from '../http/clientAddress';
import { sendSignupCodeContract } from '@tessera/domain/contracts/signup';

/**
 * POST /v1/signup/send-code {email, lang, name} (header org) → { sent }. A falsy
 * answer means the email already exists (the web shows auth/email-already-exists). Rate-limited before that
 * check (sendEmailCode), so the answer cannot be used to probe many addresses.
 */
export const sendSignupCode = route(sendSignupCodeContract, async ({ headers, body, req }) => {
  const org = await joinableOrganization(headers.org);
  const email = body.email.toLowerCase();
  const sent = await sendEmailCode(
    { orgId: org.id, email, purpose: 'signup', lang: mailLanguageFor(body.lang), name: body.name, ip: clientAddress(req) },
    () => signupEmailTaken(org.id, email),
  );
  return { sent };
});
