import { useState } from 'react';
import { listOrganizationsContract } from '@tessera/domain/contracts/organizations';
import { apiCall } from '../../../lib/api/client';
import { useApiQuery } from '../../../lib/api/useApiQuery';

/** The installation's organizations (platform admins); `reload` reads again after a change. */
export function useOrganizations() {
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`organizations:${version}`, () => apiCall(listOrganizationsContract, { overlay: false }));
  return { live, reload: () => setVersion((v) => v + 1) };
}
