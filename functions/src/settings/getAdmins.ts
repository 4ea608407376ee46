import { getAdminsContract } from '@tessera/domain/contracts/settings';
import { isAdminRole } from '@tessera/domain/settings/admins';
import { route } from '../http/route';
import { adminProfiles } from './adminStore';

/** GET /v1/settings/get-admins — the organization's admin profiles by email (tens of documents: one query). */
export const getAdmins = route(getAdminsContract, async ({ claims }) => {
  const snap = await adminProfiles(claims.org).get();
  const users = snap.docs
    .filter((d) => isAdminRole(d.get('role')))
    .map((d) => ({
      id: d.id,
      email: String(d.get('email') ?? ''),
      display_name: String(d.get('display_name') ?? ''),
      role: d.get('role'),
      groups: (d.get('groups') as string[] | undefined) ?? [],
      invited: d.get('invited') === true,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
  return { users };
});
