import { endImpersonationContract } from '@tessera/domain/contracts/auth';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import type { Principal } from '../http/principal';
import { loadAccount } from '../accounts/account';
import { makeCurrent, profilesOf } from '../accounts/profiles';

/**
 * Puts a platform admin's own claims back when its token says it is impersonating (organizations/impersonate.ts),
 * auditing the end in the organization it leaves; answers whether it did. Claims belong to the sign-in, not to one
 * browser: logging out ends the impersonation as well, so a later sign-in starts on the platform.
 */
export async function stopImpersonating(principal: Principal): Promise<boolean> {
  const claims = principal.claims;
  if (!claims?.imp) return false;
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
  return true;
}

/** POST /auth/end-impersonation — the platform profile current again. Not impersonating: nothing to do. */
export const endImpersonation = route(endImpersonationContract, async ({ principal }) => ({ refresh: await stopImpersonating(principal) }));
