import { groupMemberCounter, ORG_MEMBER_COUNTER, orgCol } from '@tessera/domain/paths';
import { collection, documentId, query, where, type Firestore } from 'firebase/firestore';
import { holdsInScope } from './support/access';
import { useRulesEnv } from './support/env';
import { COUNTERS, ORGS } from './support/fixtures';
import { ADMIN_GROUPS, type Principal } from './support/principals';
import { readTable, type GetCase, type ListCase } from './support/table';

// Dashboard counters: the organization's counter (group null) for the organization-wide roles,
// a group's counter also for that group's admins. Same scope as the member records.
const env = useRulesEnv();

const counters = (db: Firestore, org: string) => collection(db, orgCol(org, 'counters'));
const reads = (p: Principal, org: string, groups: readonly (string | null)[]) => holdsInScope(p, org, 'dashboard.read', groups);

readTable('counters', env, {
  gets: ORGS.flatMap((org) =>
    COUNTERS.map((c): GetCase => ({
      label: `get org ${org} ${c.id} (group ${c.group})`,
      path: `${orgCol(org, 'counters')}/${c.id}`,
      allowed: (p) => reads(p, org, [c.group]),
    })),
  ),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} unfiltered`, query: (db) => counters(db, org), allowed: (p) => reads(p, org, [null]) },
    {
      label: `list org ${org} own groups (group in [${ADMIN_GROUPS.join(',')}])`,
      query: (db) => query(counters(db, org), where('group', 'in', ADMIN_GROUPS)),
      allowed: (p) => reads(p, org, ADMIN_GROUPS),
    },
    {
      label: `list org ${org} outside own groups (group == g3)`,
      query: (db) => query(counters(db, org), where('group', '==', 'g3')),
      allowed: (p) => reads(p, org, ['g3']),
    },
    {
      // the dashboard's query (useMemberCounters): the member counters only, by the ids' range
      label: `list org ${org} own groups' member counters (group in [${ADMIN_GROUPS.join(',')}], id range)`,
      query: (db) =>
        query(
          counters(db, org),
          where('group', 'in', ADMIN_GROUPS),
          where(documentId(), '>=', ORG_MEMBER_COUNTER),
          where(documentId(), '<=', `${groupMemberCounter('')}\uf8ff`),
        ),
      allowed: (p) => reads(p, org, ADMIN_GROUPS),
    },
    {
      label: `list org ${org} the organization's member counter (group == null, id range)`,
      query: (db) =>
        query(
          counters(db, org),
          where('group', '==', null),
          where(documentId(), '>=', ORG_MEMBER_COUNTER),
          where(documentId(), '<=', `${groupMemberCounter('')}\uf8ff`),
        ),
      allowed: (p) => reads(p, org, [null]),
    },
    {
      label: `list org ${org} the organization's counter (group == null)`,
      query: (db) => query(counters(db, org), where('group', '==', null)),
      allowed: (p) => reads(p, org, [null]),
    },
  ]),
});
