import { FieldValue } from 'firebase-admin/firestore';
import { setOrganizationStatusContract } from '@tessera/domain/contracts/organizations';
import { col, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';

// profiles per batch, well under a batch's 500 writes
const BATCH = 400;

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
  const profiles = await db.collection(col.profiles).where('orgId', '==', headers.id).get();
  const affected = profiles.docs.filter((p) => p.get('role') !== 'platform');
  for (let i = 0; i < affected.length; i += BATCH) {
    const batch = db.batch();
    for (const p of affected.slice(i, i + BATCH)) batch.update(p.ref, { suspended: body.suspended ? true : FieldValue.delete() });
    await batch.commit();
  }
  return { id: headers.id, suspended: body.suspended };
});
