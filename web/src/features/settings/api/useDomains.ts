import { useState } from 'react';
import { addDomainContract, listDomainsContract, removeDomainContract } from '@tessera/domain/contracts/organizations';
import { apiCall } from '../../../lib/api/client';
import { useApiQuery } from '../../../lib/api/useApiQuery';

/** The installation's association domains (platform admins); `reload` reads again after a change. */
export function useDomains() {
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`domains:${version}`, () => apiCall(listDomainsContract, { overlay: false }));
  return { live, reload: () => setVersion((v) => v + 1) };
}

export const addDomain = (org: string, host: string) => apiCall(addDomainContract, { body: { org, host }, overlay: false });

export const removeDomain = (host: string) => apiCall(removeDomainContract, { body: { host }, overlay: false });
