import { addDomainContract } from '@tessera/domain/contracts/organizations';
import { MAX_DEPLOYMENT_HOSTS } from '@tessera/domain/deployment/hostsMap';
import { hostsPath, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { storedHosts } from '../website/hostsFile';

/**
 * POST /v1/organizations/add-domain {org, host} — the map is one document, so one transaction checks that the host
 * is free and the organization exists, and writes the map with the organization's audit record.
 */
export const addDomain = route(addDomainContract, async ({ claims, principal, body }) => {
  const { org, host } = body;
  await db.runTransaction(async (tx) => {
    const [map, orgSnap] = await Promise.all([tx.get(db.doc(hostsPath)), tx.get(db.doc(orgPath(org)))]);
    if (!orgSnap.exists) throw new ApiError('NOT_FOUND');
    const hosts = storedHosts(map);
    if (hosts[host] === org) return;
    if (Object.hasOwn(hosts, host)) throw new ApiError('DOMAIN_ALREADY_USED');
    if (Object.keys(hosts).length >= MAX_DEPLOYMENT_HOSTS) throw new ApiError('QUOTAS_EXCEEDED');
    // the whole map is written back: a field path would split the host on its dots
    tx.set(db.doc(hostsPath), { hosts: { ...hosts, [host]: org } });
    recordChange(tx, org, { type: 'domainAdded', by: auditActor(principal, claims), target: org, before: null, after: { host } });
  });
  return { host, org };
});
