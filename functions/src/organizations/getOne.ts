import { getOrganizationContract } from '@tessera/domain/contracts/organizations';
import { planOf } from '@tessera/domain/constants';
import { preferencesOf, type PublicInfo } from '@tessera/domain/entities/organization';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';

/** GET /v1/organizations/get — one read: the caller's organization as the back office sees it. */
export const getOrganization = route(getOrganizationContract, async ({ claims }) => {
  const org = await db.doc(orgPath(claims.org)).get();
  const plan = org.get('plan.name');
  return {
    organization: {
      id: claims.org,
      publicInfo: (org.get('publicInfo') as PublicInfo | undefined) ?? { name: claims.org },
      plan: planOf(plan),
      preferences: preferencesOf(org.get('preferences')),
      suspended: org.get('suspended') === true,
    },
  };
});
