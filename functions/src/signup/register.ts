import { preregisterInput } from '@tessera/domain/entities/member';
import { signupMemberInput, type SignupPayload } from '@tessera/domain/forms/signup';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { mailLanguageFor } from '@tessera/domain/verification';
import { signupPrivacyRefusal } from '@tessera/domain/privacy/consents';
import type { PublishedPolicy } from '@tessera/domain/settings/policies';
import { ApiError } from '../http/apiError';
import { verifyCode } from '../verification/codes';
import { closeSignupAccount, openSignupAccount } from './account';

export interface SignupContext {
  org: { id: string; name: string };
  body: SignupPayload;
  uid: string;
  lang: 'it' | 'en';
  displayName: string;
  /** the code input for consumeCode, in the caller's transaction */
  code: { email: string; purpose: 'signup'; code: string };
}

/**
 * The common path of the two public signups (pre-registration and payment): the emailed code is checked (and
 * the try counted) before anything else, then the sign-in is created (or a pending one taken over), then `rest`
 * runs the endpoint's transaction, which spends the code. If `rest` fails, a sign-in created here is removed:
 * Auth and Firestore share no transaction, so this is the undo.
 */
export async function withSignupAccount<T>(
  org: { id: string; name: string },
  body: SignupPayload,
  rest: (ctx: SignupContext) => Promise<T>,
): Promise<T> {
  const code = { email: body.email, purpose: 'signup' as const, code: body.otp };
  await verifyCode(code);
  const displayName = `${body.firstName} ${body.lastName}`;
  const account = await openSignupAccount(org.id, { email: body.email, password: body.password, displayName });
  try {
    return await rest({ org, body, uid: account.uid, lang: mailLanguageFor(body.addr_country), displayName, code });
  } catch (e) {
    await closeSignupAccount(account);
    throw e;
  }
}

/** The member fields of a signup, validated like an admin's pre-registration. */
export const signupMember = (body: SignupPayload) => preregisterInput.parse(signupMemberInput(body, todayInItaly()));

/**
 * The privacy policy version the signup's consent names (the one the form linked), checked against what the
 * organization published (privacy/consents.ts signupPrivacyRefusal); null when the form linked the association's own
 * page.
 */
export function signupPrivacyVersion(org: { privacy: PublishedPolicy | null }, body: SignupPayload): number | null {
  const refusal = signupPrivacyRefusal(org.privacy?.version ?? null, body.privacyVersion);
  if (refusal) throw new ApiError(refusal);
  return body.privacyVersion;
}
