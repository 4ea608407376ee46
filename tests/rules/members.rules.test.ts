import type { Permission } from '@tessera/domain/permissions';
import { orgCol } from '@tessera/domain/paths';
import { collection, documentId, query, where, type Firestore } from 'firebase/firestore';
import { holdsInScope, isSelf } from './support/access';
import { useRulesEnv } from './support/env';
import { cardId, MEMBERS, ORGS, paymentId, requestId, type MemberRecord } from './support/fixtures';
import { ADMIN_GROUPS, ORG_A, ORG_B, type Principal } from './support/principals';
import { readTable, type ListCase } from './support/table';

// Members and the records that carry a member's id and group: read by the matrix's roles within
// their scope (a group admin only in its groups), and by a member for itself only.
const env = useRulesEnv();

interface ScopedCollection {
  name: 'members' | 'cards' | 'payments' | 'requests';
  permission: Permission;
  docId: (m: MemberRecord) => string;
  /** How a member asks for its own records: members by document id, the others by `memberId`. */
  selfField: 'id' | 'memberId';
}

const COLLECTIONS: readonly ScopedCollection[] = [
  { name: 'members', permission: 'members.read', docId: (m) => m.id, selfField: 'id' },
  { name: 'cards', permission: 'cards.read', docId: cardId, selfField: 'memberId' },
  { name: 'payments', permission: 'payments.read', docId: paymentId, selfField: 'memberId' },
  { name: 'requests', permission: 'requests.read', docId: requestId, selfField: 'memberId' },
];

function listCases(c: ScopedCollection): ListCase[] {
  const at = (db: Firestore, org: string) => collection(db, orgCol(org, c.name));
  // The scope check gets the group values the query may return; an unfiltered one may return any group, or none ([null]).
  const byGroups = (org: string, label: string, groups: string[], op: 'in' | '=='): ListCase => ({
    label: `list org ${org} ${label}`,
    query: (db) => query(at(db, org), where('group', op, op === 'in' ? groups : groups[0])),
    allowed: (p) => holdsInScope(p, org, c.permission, groups),
  });
  const bySelf = (org: string, memberId: string, note = ''): ListCase => {
    const member = MEMBERS[org]!.find((m) => m.id === memberId)!;
    return c.selfField === 'id'
      ? {
          // A query on one document id is judged on that document, as a get would be.
          label: `list org ${org} id == ${memberId} (group ${member.group}${note ? `; ${note}` : ''})`,
          query: (db) => query(at(db, org), where(documentId(), '==', memberId)),
          allowed: (p) => holdsInScope(p, org, c.permission, [member.group]) || isSelf(p, org, memberId),
        }
      : {
          // The filter says nothing of the group, so a group admin is denied even where the records are in its groups.
          label: `list org ${org} memberId == ${memberId}${note ? ` (${note})` : ''}`,
          query: (db) => query(at(db, org), where('memberId', '==', memberId)),
          allowed: (p) => holdsInScope(p, org, c.permission, [null]) || isSelf(p, org, memberId),
        };
  };
  return [
    { label: `list org ${ORG_A} unfiltered`, query: (db) => at(db, ORG_A), allowed: (p) => holdsInScope(p, ORG_A, c.permission, [null]) },
    byGroups(ORG_A, `own groups (group in [${ADMIN_GROUPS.join(',')}])`, ADMIN_GROUPS, 'in'),
    byGroups(ORG_A, 'inside own groups (group == g1)', ['g1'], '=='),
    byGroups(ORG_A, 'outside own groups (group == g3)', ['g3'], '=='),
    byGroups(ORG_A, 'partly outside own groups (group in [g1,g3])', ['g1', 'g3'], 'in'),
    bySelf(ORG_A, 'mA1'),
    bySelf(ORG_A, 'mA2'),
    { label: `list org ${ORG_B} unfiltered`, query: (db) => at(db, ORG_B), allowed: (p) => holdsInScope(p, ORG_B, c.permission, [null]) },
    byGroups(ORG_B, `own groups (group in [${ADMIN_GROUPS.join(',')}])`, ADMIN_GROUPS, 'in'),
    bySelf(ORG_B, 'mA1', 'same id as the org A member'),
  ];
}

for (const c of COLLECTIONS) {
  readTable(c.name, env, {
    gets: ORGS.flatMap((org) =>
      MEMBERS[org]!.map((m) => ({
        label: `get org ${org} record of ${m.id} (group ${m.group})`,
        path: `${orgCol(org, c.name)}/${c.docId(m)}`,
        allowed: (p: Principal) => holdsInScope(p, org, c.permission, [m.group]) || isSelf(p, org, m.id),
      })),
    ),
    lists: listCases(c),
  });
}
