import {
  EMAIL_CODE_SENDS_PER_EMAIL,
  EMAIL_CODE_SENDS_PER_PERSON,
  EMAIL_CODE_TTL_MS,
  REQUESTS_PER_ADDRESS,
} from '@tessera/domain/constants';
import { ANONYMOUS_CODE_PURPOSES, type EmailCodePurpose } from '@tessera/domain/verification';
import { db } from '../shared/admin';
import { enqueueMail } from '../mail/enqueue';
import { newCode } from './codes';
import { takeAnonymousMailLimit, takeRateLimit } from './rateLimit';

export interface SendEmailCodeInput {
  orgId: string;
  email: string;
  purpose: EmailCodePurpose;
  lang: 'it' | 'en';
  /** greets the person when given */
  name?: string;
  /** the caller's network address (clientAddress(req)), for the per-address ceiling */
  ip: string;
  /** who asks, when signed in (the account's uid): the person limit then follows them over new addresses */
  uid?: string;
  /** who asks, when known otherwise (a card being activated: `member:{org}/{id}`): the same, for anonymous callers */
  person?: string;
}

/**
 * Rate-limits, then makes a code and queues its email through the organization's outbox in one transaction
 * (the code exists exactly when its email is queued). The limits are the person's (per email, and per account, card
 * being activated or email an hour), the network address's much higher ceiling (a room of people may share it) and, for the
 * anonymous purposes, the global cap (domain constants); over one: TOO_MANY_REQUESTS with when to retry. `refuse` is the purpose's own check (e.g. "email already used"): it runs after the
 * limits, so its answer cannot be used to probe many addresses; when it says so, nothing is sent (false).
 */
export async function sendEmailCode(input: SendEmailCodeInput, refuse?: () => Promise<boolean>): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  await takeRateLimit('code-email', `${input.purpose}:${email}`, EMAIL_CODE_SENDS_PER_EMAIL);
  await takeRateLimit('code-person', input.uid ? `uid:${input.uid}` : (input.person ?? `email:${email}`), EMAIL_CODE_SENDS_PER_PERSON);
  await takeRateLimit('code-ip', input.ip, REQUESTS_PER_ADDRESS);
  if (ANONYMOUS_CODE_PURPOSES.includes(input.purpose)) await takeAnonymousMailLimit();
  if (refuse && (await refuse())) return false;
  await db.runTransaction(async (tx) => {
    const code = newCode(tx, input.purpose, email);
    await enqueueMail(
      {
        orgId: input.orgId,
        to: email,
        template: 'emailCode',
        lang: input.lang,
        data: { code, purpose: input.purpose, name: input.name ?? '', minutes: Math.round(EMAIL_CODE_TTL_MS / 60_000) },
      },
      tx,
    );
  });
  return true;
}
