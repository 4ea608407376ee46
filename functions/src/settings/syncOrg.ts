import { syncOrgContract } from '@tessera/domain/contracts/settings';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { updateOrgProfiles } from '../shared/orgProfiles';

/**
 * POST /v1/settings/sync-org {publicInfo} — the public information replaced whole (a blank field goes), with its audit
 * record, in one transaction. A new name is then copied to the organization's profiles (the profile choice shows it),
 * in batches after the change: a call cut short is finished by repeating it.
 */
export const syncOrg = route(syncOrgContract, async ({ claims, principal, body }) => {
  const publicInfo = Object.fromEntries(Object.entries(body.publicInfo).filter(([, v]) => v !== undefined)) as typeof body.publicInfo;
  const before = await db.runTransaction(async (tx) => {
    const org = await tx.get(db.doc(orgPath(claims.org)));
    const previous = (org.get('publicInfo') ?? {}) as Record<string, unknown>;
    tx.update(org.ref, { publicInfo });
    recordChange(tx, claims.org, {
      type: 'publicInfoChanged',
      by: auditActor(principal, claims),
      target: 'publicInfo',
      before: previous,
      after: publicInfo,
    });
    return previous;
  });
  if (before.name !== publicInfo.name) await updateOrgProfiles(claims.org, { orgName: publicInfo.name });
  return { publicInfo };
});
