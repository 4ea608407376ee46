import { ORGANIZATIONS_PAGE, listOrganizationsContract } from '@tessera/domain/contracts/organizations';
import { planOf } from '@tessera/domain/constants';
import { col, counterPath, ORG_MEMBER_COUNTER } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';

/** GET /v1/organizations/all — the organizations by name, each with its member counter (one read each). */
export const listOrganizations = route(listOrganizationsContract, async () => {
  const snap = await db
    .collection(col.organizations)
    .orderBy('publicInfo.name')
    .limit(ORGANIZATIONS_PAGE + 1)
    .get();
  const docs = snap.docs.slice(0, ORGANIZATIONS_PAGE);
  const counters = docs.length ? await db.getAll(...docs.map((d) => db.doc(counterPath(d.id, ORG_MEMBER_COUNTER)))) : [];
  const organizations = docs.map((d, i) => {
    const plan = d.get('plan.name');
    return {
      id: d.id,
      name: String(d.get('publicInfo.name') ?? d.id),
      plan: planOf(plan),
      suspended: d.get('suspended') === true,
      members: (counters[i]!.get('total') as number | undefined) ?? 0,
    };
  });
  return { organizations, more: snap.size > ORGANIZATIONS_PAGE };
});
