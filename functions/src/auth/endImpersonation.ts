import { endImpersonationContract } from '@tessera/domain/contracts/auth';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { loadAccount } from './account';
import { makeCurrent, profilesOf } from './profiles';

/**
 * POST /auth/end-impersonation — the platform admin's own profile is current again (its platform claims written
 * whole); the end is audited in the organization it leaves. Not impersonating: nothing to do.
 */
export const endImpersonation = route(endImpersonationContract, async ({ principal }) => {
  const claims = principal.claims;
  if (!claims?.imp) return { refresh: false };
  const profile = (await profilesOf(principal.uid)).find((p) => p.id === claims.pid);
  if (profile) await makeCurrent(principal.uid, profile, await loadAccount(principal.uid));
  await db.runTransaction(async (tx) => {
    recordChange(tx, claims.org, {
      type: 'impersonationEnded',
      by: auditActor(principal, claims),
      target: claims.org,
      before: null,
      after: null,
    });
  });
  return { refresh: true };
});
