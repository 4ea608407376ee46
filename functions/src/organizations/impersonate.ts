import { impersonateContract } from '@tessera/domain/contracts/organizations';
import { orgPath } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { loadAccount } from '../accounts/account';
import { profilesOf } from '../accounts/profiles';
import { impersonationClaims } from '../accounts/sessionClaims';

/**
 * GET /v1/organizations/impersonate (header id) — the platform admin's claims now name the organization with the
 * general admin's role (accounts/sessionClaims.ts impersonationClaims); the start is audited there. The client refreshes
 * its token: rules and API then treat it as that organization's general admin, and every change it makes is audited
 * (http/dispatch.ts) until POST /auth/end-impersonation.
 */
export const impersonate = route(impersonateContract, async ({ principal, claims, headers }) => {
  // the token names the caller's profile, whose role dispatch checked (the contract's permission): the platform's
  const profile = (await profilesOf(principal.uid)).find((p) => p.id === claims.pid);
  if (!profile) throw new ApiError('NO_USER_ALLOWED');
  if (headers.id === profile.orgId) throw new ApiError('INVALID_REQUEST', [{ path: 'headers.id', message: 'validation.notAllowed' }]);
  const org = await db.doc(orgPath(headers.id)).get();
  if (!org.exists) throw new ApiError('NOT_FOUND');
  const name = String(org.get('publicInfo.name') ?? headers.id);
  await db.runTransaction(async (tx) => {
    recordChange(tx, headers.id, {
      type: 'impersonationStarted',
      by: auditActor(principal, claims),
      target: headers.id,
      before: null,
      after: { from: profile.orgId },
    });
  });
  await adminAuth.setCustomUserClaims(principal.uid, impersonationClaims(profile, await loadAccount(principal.uid), headers.id));
  return { refresh: true, organization: { id: headers.id, name } };
});
