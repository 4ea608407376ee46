import { FieldValue } from 'firebase-admin/firestore';
import { setOrganizationStatusContract } from '@tessera/domain/contracts/organizations';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { updateOrgProfiles } from '../shared/orgProfiles';

/**
 * PATCH /v1/organizations/status (header id) {suspended} — the organization document and its audit record first, in
 * one transaction; then every profile of the organization (the platform's excepted) gets the flag, in batches. The
 * rules, the API and validation read the profile's flag, so access ends profile by profile as the batches land; a
 * call cut short is finished by repeating it.
 */
export const setOrganizationStatus = route(setOrganizationStatusContract, async ({ claims, principal, headers, body }) => {
  await db.runTransaction(async (tx) => {
    const org = await tx.get(db.doc(orgPath(headers.id)));
    if (!org.exists) throw new ApiError('NOT_FOUND');
    tx.update(org.ref, { suspended: body.suspended });
    recordChange(tx, headers.id, {
      type: body.suspended ? 'organizationSuspended' : 'organizationReactivated',
      by: auditActor(principal, claims),
      target: headers.id,
      before: { suspended: org.get('suspended') === true },
      after: { suspended: body.suspended },
    });
  });
  // the platform's own profiles never: a platform admin whose profile sits in this organization keeps the platform
  await updateOrgProfiles(headers.id, { suspended: body.suspended ? true : FieldValue.delete() }, (p) => p.get('role') !== 'platform');
  return { id: headers.id, suspended: body.suspended };
});
