import { accountPath } from '@tessera/domain/paths';
import { toE164 } from '@tessera/domain/phone';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { loadAccount } from '../auth/account';

/**
 * POST /v1/users/enable-mfa — turns the SMS second factor on. The account's phone number is required (else
 * MISSING_PHONE_NUMBER) and is stored in E.164, the form SMS are sent to. last_mfa is left as it is: a first
 * enable (last_mfa 0) asks for the code at the next sign-in.
 */
export const enableMfa = profileRoute({
  method: 'POST',
  path: '/v1/users/enable-mfa',
  access: 'profile.update',
  async handle({ principal }) {
    const ref = db.doc(accountPath(principal.uid));
    await db.runTransaction(async (tx) => {
      const phone = toE164((await tx.get(ref)).get('phone_number') as string | null | undefined);
      if (!phone) throw new ApiError('MISSING_PHONE_NUMBER');
      tx.set(ref, { mfa: true, phone_number: phone }, { merge: true });
    });
    return { account: await loadAccount(principal.uid) };
  },
});
