import { orgCol } from '@tessera/domain/paths';
import { collection, collectionGroup, query, where, type Firestore } from 'firebase/firestore';
import { holds, inOrg, isSelf, nobody } from './support/access';
import { useRulesEnv } from './support/env';
import { MEMBERS, ORGS, registrationId, SALES } from './support/fixtures';
import { ORG_A, ORG_B, type Principal } from './support/principals';
import { readTable, type GetCase, type ListCase } from './support/table';

// Sales: the back office reads every sale; a sale shown online is public to every profile of the
// organization (members browse them), which the matrix does not say, so it is stated here.
// Registrations: the back office reads all of them, a member its own. Neither has a group, so no scope applies.
const env = useRulesEnv();

const sales = (db: Firestore, org: string) => collection(db, orgCol(org, 'sales'));
const registrations = (db: Firestore, org: string, saleId: string) => collection(db, `${orgCol(org, 'sales')}/${saleId}/registrations`);
const readsSale = (p: Principal, org: string, visibleOnline: boolean) => holds(p, org, 'sales.read') || (visibleOnline && inOrg(p, org));
const readsRegistration = (p: Principal, org: string, memberId: string) => holds(p, org, 'sales.read') || isSelf(p, org, memberId);

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
  ]),
});

readTable('registrations', env, {
  gets: ORGS.flatMap((org) =>
    SALES.flatMap((s) =>
      MEMBERS[org]!.map((m): GetCase => ({
        label: `get org ${org} ${s.id} registration of ${m.id}`,
        path: `${orgCol(org, 'sales')}/${s.id}/registrations/${registrationId(m)}`,
        allowed: (p) => readsRegistration(p, org, m.id),
      })),
    ),
  ),
  lists: [
    ...ORGS.flatMap((org) =>
      SALES.flatMap((s): ListCase[] => [
        {
          label: `list org ${org} ${s.id} unfiltered`,
          query: (db) => registrations(db, org, s.id),
          allowed: (p) => holds(p, org, 'sales.read'),
        },
        ...MEMBERS[org]!.map((m): ListCase => ({
          label: `list org ${org} ${s.id} memberId == ${m.id}`,
          query: (db) => query(registrations(db, org, s.id), where('memberId', '==', m.id)),
          allowed: (p) => readsRegistration(p, org, m.id),
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

// The waiting list: the back office reads it; a member sees their place through GET /v1/profile/waiting-list only.
const waitlist = (db: Firestore, org: string, saleId: string) => collection(db, `${orgCol(org, 'sales')}/${saleId}/waitlist`);
readTable('waitlist', env, {
  gets: ORGS.flatMap((org) =>
    MEMBERS[org]!.map((m): GetCase => ({
      label: `get org ${org} sale-online waitlist entry of ${m.id}`,
      path: `${orgCol(org, 'sales')}/sale-online/waitlist/${m.id}`,
      allowed: (p) => holds(p, org, 'sales.read'),
    })),
  ),
  lists: ORGS.flatMap((org): ListCase[] => [
    {
      label: `list org ${org} sale-online waitlist`,
      query: (db) => waitlist(db, org, 'sale-online'),
      allowed: (p) => holds(p, org, 'sales.read'),
    },
    ...MEMBERS[org]!.map((m): ListCase => ({
      label: `list org ${org} sale-online waitlist memberId == ${m.id}`,
      query: (db) => query(waitlist(db, org, 'sale-online'), where('memberId', '==', m.id)),
      allowed: (p) => holds(p, org, 'sales.read'),
    })),
  ]),
});
