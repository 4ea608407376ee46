import { useState } from 'react';
import { getAdminsContract } from '@tessera/domain/contracts/settings';
import { apiCall } from '../../../lib/api/client';
import { useApiQuery } from '../../../lib/api/useApiQuery';

/**
 * The organization's administrators through get-admins (whether an invitation is still open is the server's to
 * say). `reload` reads again after a change.
 */
export function useAdmins() {
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`admins:${version}`, () => apiCall(getAdminsContract, { overlay: false }));
  return { live, reload: () => setVersion((v) => v + 1) };
}
