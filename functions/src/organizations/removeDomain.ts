import { removeDomainContract } from '@tessera/domain/contracts/organizations';
import { hostsPath, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { storedHosts } from '../website/hostsFile';

/** POST /v1/organizations/remove-domain {host} — the map without the host, audited in the organization it led to. */
export const removeDomain = route(removeDomainContract, async ({ claims, principal, body }) => {
  const { host } = body;
  const org = await db.runTransaction(async (tx) => {
    const hosts = storedHosts(await tx.get(db.doc(hostsPath)));
    const led = Object.hasOwn(hosts, host) ? hosts[host] : undefined;
    if (led === undefined) throw new ApiError('NOT_FOUND');
    // an organization deleted since keeps no audit trail to write to: the map is cleaned all the same
    const orgExists = (await tx.get(db.doc(orgPath(led)))).exists;
    const { [host]: _gone, ...rest } = hosts;
    tx.set(db.doc(hostsPath), { hosts: rest });
    if (orgExists)
      recordChange(tx, led, { type: 'domainRemoved', by: auditActor(principal, claims), target: led, before: { host }, after: null });
    return led;
  });
  return { host, org };
});
