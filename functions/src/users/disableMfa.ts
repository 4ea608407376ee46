import { accountPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { profileRoute } from '../http/route';
import { loadAccount } from '../auth/account';

/** GET /v1/users/disable-mfa — turns the SMS second factor off (spec §7 uses GET). */
export const disableMfa = profileRoute({
  method: 'GET',
  path: '/v1/users/disable-mfa',
  access: 'profile.update',
  async handle({ principal }) {
    await db.doc(accountPath(principal.uid)).set({ mfa: false }, { merge: true });
    return { account: await loadAccount(principal.uid) };
  },
});
