import { listDomainsContract } from '@tessera/domain/contracts/organizations';
import { hostsPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { storedHosts } from '../website/hostsFile';

/** GET /v1/organizations/domains — the association domains by host (one read: the map is one document). */
export const listDomains = route(listDomainsContract, async () => {
  const hosts = storedHosts(await db.doc(hostsPath).get());
  const domains = Object.entries(hosts)
    .map(([host, org]) => ({ host, org }))
    .sort((a, b) => a.host.localeCompare(b.host));
  return { domains };
});
