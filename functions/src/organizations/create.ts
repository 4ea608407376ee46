import { randomBytes } from 'node:crypto';
import { createOrganizationContract } from '@tessera/domain/contracts/organizations';
import { DEFAULT_PREFERENCES, listNamesOf } from '@tessera/domain/entities/organization';
import { organizationIdFor } from '@tessera/domain/settings/organizations';
import { GENERAL_ADMIN_ROLE } from '@tessera/domain/settings/admins';
import { listNamesPath, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { grantAdmin } from '../settings/grantAdmin';

/**
 * POST /v1/organizations/create {name, plan, billing, admin} — one transaction writes the organization (public name,
 * plan, default preferences), its empty list-names summary, its first general admin (grantAdmin: invitation or one
 * more profile) and the audit record of the creation.
 */
export const createOrganization = route(createOrganizationContract, async ({ claims, principal, body, req }) => {
  const id = organizationIdFor(body.name, randomBytes(3).toString('hex').slice(0, 4));
  const grant = { email: body.admin.email, role: GENERAL_ADMIN_ROLE, groups: [], display_name: body.admin.display_name };
  return grantAdmin(grant, requestLanguage(req), async (tx, writeGrant) => {
    const actor = auditActor(principal, claims);
    const admin = await writeGrant({ id, name: body.name, suspended: false }, actor);
    // create: an id already taken (a suffix drawn twice) fails the transaction instead of overwriting an organization
    tx.create(db.doc(orgPath(id)), {
      publicInfo: { name: body.name },
      plan: { name: body.plan, billing: body.billing, autoRenew: true },
      preferences: DEFAULT_PREFERENCES,
    });
    tx.set(db.doc(listNamesPath(id)), listNamesOf([]));
    recordChange(tx, id, { type: 'organizationCreated', by: actor, target: id, before: null, after: { name: body.name, plan: body.plan } });
    return { id, invited: admin.invited };
  });
});
