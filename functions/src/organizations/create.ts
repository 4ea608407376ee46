import { createOrganizationContract } from '@tessera/domain/contracts/organizations';
import { auditActor } from '../shared/audit';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { createNewOrganization, newOrganizationId } from './newOrganization';

/**
 * POST /v1/organizations/create {name, plan, billing, admin} — one transaction writes the organization, its first
 * general admin (an invitation or one more profile) and the audit record of the creation (newOrganization.ts).
 */
export const createOrganization = route(createOrganizationContract, async ({ claims, principal, body, req }) => {
  const { id, invited } = await createNewOrganization(
    newOrganizationId(body.name),
    body,
    auditActor(principal, claims),
    requestLanguage(req),
    () => ({}),
  );
  return { id, invited };
});
