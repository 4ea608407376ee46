import { db } from '../shared/admin';
import { route } from '../http/route';
import { joinableOrganization } from '../website/organization';
import { preregisterMember } from '../members/preregister';
import { retryLostClaims } from '../members/uniqueClaims';
import { assertTaxCodeFree } from '../members/uniqueness';
import { consumeCode } from '../verification/codes';
import { writeSignupProfile } from './account';
import { signupOffer } from './offer';
import { signupMember, signupPrivacyVersion, withSignupAccount } from './register';
import { preregisterSignupContract } from '@tessera/domain/contracts/signup';

/**
 * POST /v1/signup/preregister-user {signup payload} (header org) → { result: true }. The pre-registration way
 * out of signup: with the emailed code, a PENDING member without card (the admin pre-registration's logic), the sign-in
 * and its member profile, in one transaction after the code check.
 */
export const preregisterSignup = route(preregisterSignupContract, async ({ headers, body }) => {
  const org = await joinableOrganization(headers.org);
  await signupOffer(org.id, body.offer);
  const input = signupMember(body);
  const privacyVersion = signupPrivacyVersion(org, body);
  await withSignupAccount({ id: org.id, name: org.publicInfo.name }, body, (ctx) =>
    retryLostClaims(() =>
      db.runTransaction(async (tx) => {
        await assertTaxCodeFree(tx, org.id, input.ssn);
        // the privacy consent the form requires, recorded as the new member's own
        const member = await preregisterMember(tx, org.id, input, () => consumeCode(tx, ctx.code), {
          source: 'signup',
          recordedBy: { kind: 'member', uid: ctx.uid, role: 'member', email: null },
          privacyVersion,
        });
        writeSignupProfile(tx, {
          uid: ctx.uid,
          orgId: org.id,
          orgName: org.publicInfo.name,
          email: body.email,
          displayName: ctx.displayName,
          memberId: member.id,
          lang: ctx.lang,
        });
      }),
    ),
  );
  return { result: true };
});
