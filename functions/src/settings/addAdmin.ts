import { addAdminContract } from '@tessera/domain/contracts/settings';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor } from '../shared/audit';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { grantAdmin } from './grantAdmin';

/**
 * POST /v1/settings/add-admin {email, role, groups, display_name} — settings → administrators: an invitation for a new
 * email, one more profile for a sign-in that exists (grantAdmin.ts), in the caller's organization.
 */
export const addAdmin = route(addAdminContract, async ({ claims, principal, body, req }) =>
  grantAdmin(body, requestLanguage(req), async (tx, writeGrant) => {
    const org = await tx.get(db.doc(orgPath(claims.org)));
    const name = String(org.get('publicInfo.name') ?? claims.org);
    return writeGrant({ id: claims.org, name, suspended: org.get('suspended') === true }, auditActor(principal, claims));
  }),
);
