import { impersonateContract } from '@tessera/domain/contracts/organizations';
import { apiCall } from '../../../lib/api/client';
import { currentIdToken } from '../../../lib/firebase/authActions';

/**
 * The platform admin enters an organization as its general admin: the claims change on the server, the token is
 * refreshed, and the app loads afresh inside that organization (nothing read as the platform stays on screen).
 */
export async function impersonate(id: string): Promise<void> {
  await apiCall(impersonateContract, { headers: { id }, overlay: false });
  await currentIdToken(true);
  window.location.assign('/home');
}
