import { orgCol } from '@tessera/domain/paths';
import { collection, collectionGroup, query, where, type Firestore } from 'firebase/firestore';
import { holds, holdsInScope, inOrg, isSelf, nobody } from './support/access';
import { useRulesEnv } from './support/env';
import { MEMBERS, ORGS, registrationId, SALES } from './support/fixtures';
import { ADMIN_GROUPS, ORG_A, ORG_B, type Principal } from './support/principals';
import { readTable, type GetCase, type ListCase } from './support/table';
import { listQuery } from '@tessera/domain/lists/query';
import { saleList } from '@tessera/domain/lists/specs';
import { describedQuery } from '../../web/src/lib/data/describedQuery';
import { NO_SHOP_CHOICE, shopRequest, type ShopChoice } from '../../web/src/features/marketplace/shopChoice';

// Sales: the back office reads every sale; a sale shown online is public to every profile of the
// organization (members browse them), which the matrix does not say, so it is stated here.
// Registrations carry their member's group: the back office reads them within its scope (a group admin only its
// groups'), a member its own.
const env = useRulesEnv();

const sales = (db: Firestore, org: string) => collection(db, orgCol(org, 'sales'));
const registrations = (db: Firestore, org: string, saleId: string) => collection(db, `${orgCol(org, 'sales')}/${saleId}/registrations`);
// the members' shop's own queries (web marketplace/shopChoice.ts), run as the web runs them: searched and filtered
const shopQuery = (db: Firestore, org: string, choice: ShopChoice) =>
  describedQuery(db, listQuery(org, saleList, { ...shopRequest(choice, '2026-06-28'), scope: { kind: 'all' }, pageSize: 12 })!);
const narrowedShop: ShopChoice = { search: 'gita', type: 'ACTIVITY', when: '30', seatsFree: true, free: true, sort: 'saleDate' };
const readsSale = (p: Principal, org: string, visibleOnline: boolean) => holds(p, org, 'sales.read') || (visibleOnline && inOrg(p, org));
// `groups`: the group values the read may return ([null]: any group)
const readsRegistration = (p: Principal, org: string, memberId: string | null, groups: readonly (string | null)[]) =>
  holdsInScope(p, org, 'sales.read', groups) || isSelf(p, org, memberId);

readTable('sales', env, {
  gets: ORGS.flatMap((org) =>
    SALES.map((s): GetCase => ({
      label: `get org ${org} ${s.id} (visibleOnline ${s.visibleOnline})`,
      path: `${orgCol(org, 'sales')}/${s.id}`,
      allowed: (p) => readsSale(p, org, s.visibleOnline),
    })),
  ),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} unfiltered`, query: (db) => sales(db, org), allowed: (p) => readsSale(p, org, false) },
    {
      label: `list org ${org} visibleOnline == true`,
      query: (db) => query(sales(db, org), where('visibleOnline', '==', true)),
      allowed: (p) => readsSale(p, org, true),
    },
    {
      label: `list org ${org} the shop's first page`,
      query: (db) => shopQuery(db, org, NO_SHOP_CHOICE),
      allowed: (p) => readsSale(p, org, true),
    },
    {
      label: `list org ${org} the shop searched, by type, seats left, free, the next 30 days`,
      query: (db) => shopQuery(db, org, narrowedShop),
      allowed: (p) => readsSale(p, org, true),
    },
    {
      label: `list org ${org} the shop by name`,
      query: (db) => shopQuery(db, org, { ...narrowedShop, when: '', sort: 'name' }),
      allowed: (p) => readsSale(p, org, true),
    },
  ]),
});

readTable('registrations', env, {
  gets: ORGS.flatMap((org) =>
    SALES.flatMap((s) =>
      MEMBERS[org]!.map((m): GetCase => ({
        label: `get org ${org} ${s.id} registration of ${m.id}`,
        path: `${orgCol(org, 'sales')}/${s.id}/registrations/${registrationId(m)}`,
        allowed: (p) => readsRegistration(p, org, m.id, [m.group]),
      })),
    ),
  ),
  lists: [
    ...ORGS.flatMap((org) =>
      SALES.flatMap((s): ListCase[] => [
        {
          label: `list org ${org} ${s.id} unfiltered`,
          query: (db) => registrations(db, org, s.id),
          allowed: (p) => readsRegistration(p, org, null, [null]),
        },
        {
          label: `list org ${org} ${s.id} own groups (group in [${ADMIN_GROUPS.join(',')}])`,
          query: (db) => query(registrations(db, org, s.id), where('group', 'in', ADMIN_GROUPS)),
          allowed: (p) => readsRegistration(p, org, null, ADMIN_GROUPS),
        },
        {
          label: `list org ${org} ${s.id} outside own groups (group == g3)`,
          query: (db) => query(registrations(db, org, s.id), where('group', '==', 'g3')),
          allowed: (p) => readsRegistration(p, org, null, ['g3']),
        },
        ...MEMBERS[org]!.map((m): ListCase => ({
          // the filter says nothing of the group: a group admin is denied even where the registration is in its groups
          label: `list org ${org} ${s.id} memberId == ${m.id}`,
          query: (db) => query(registrations(db, org, s.id), where('memberId', '==', m.id)),
          allowed: (p) => readsRegistration(p, org, m.id, [null]),
        })),
      ]),
    ),
    {
      // The rules have no recursive match for registrations, so a collection-group query is denied to
      // everybody, the platform included: "my registrations across sales" has to go through the API.
      label: `list every sale's registrations (collection group) memberId == mA1 in orgs ${ORG_A} and ${ORG_B}`,
      query: (db) => query(collectionGroup(db, 'registrations'), where('memberId', '==', 'mA1')),
      allowed: nobody,
    },
  ],
});

// The waiting list: the back office reads it, a group admin its groups' members' entries (scoped like the
// registrations); a member sees their place through GET /v1/profile/waiting-list only.
const waitlist = (db: Firestore, org: string, saleId: string) => collection(db, `${orgCol(org, 'sales')}/${saleId}/waitlist`);
readTable('waitlist', env, {
  gets: ORGS.flatMap((org) =>
    MEMBERS[org]!.map((m): GetCase => ({
      label: `get org ${org} sale-online waitlist entry of ${m.id}`,
      path: `${orgCol(org, 'sales')}/sale-online/waitlist/${m.id}`,
      allowed: (p) => holdsInScope(p, org, 'sales.read', [m.group]),
    })),
  ),
  lists: ORGS.flatMap((org): ListCase[] => [
    {
      label: `list org ${org} sale-online waitlist`,
      query: (db) => waitlist(db, org, 'sale-online'),
      allowed: (p) => holdsInScope(p, org, 'sales.read', [null]),
    },
    {
      label: `list org ${org} sale-online waitlist own groups (group in [${ADMIN_GROUPS.join(',')}])`,
      query: (db) => query(waitlist(db, org, 'sale-online'), where('group', 'in', ADMIN_GROUPS)),
      allowed: (p) => holdsInScope(p, org, 'sales.read', ADMIN_GROUPS),
    },
    {
      // the item page's query (useWaitingList): the scope and the states still in line
      label: `list org ${org} sale-online waitlist own groups, WAITING or OFFERED`,
      query: (db) =>
        query(waitlist(db, org, 'sale-online'), where('group', 'in', ADMIN_GROUPS), where('status', 'in', ['WAITING', 'OFFERED'])),
      allowed: (p) => holdsInScope(p, org, 'sales.read', ADMIN_GROUPS),
    },
    ...MEMBERS[org]!.map((m): ListCase => ({
      label: `list org ${org} sale-online waitlist memberId == ${m.id}`,
      query: (db) => query(waitlist(db, org, 'sale-online'), where('memberId', '==', m.id)),
      allowed: (p) => holdsInScope(p, org, 'sales.read', [null]),
    })),
  ]),
});
