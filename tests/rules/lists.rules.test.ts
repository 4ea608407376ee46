import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getCountFromServer, getDocs } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { listQuery, type ListRequest } from '@tessera/domain/lists/query';
import { auditList, cardList, deceasedNoticeList, memberList, paymentList, requestList, type ListSpec } from '@tessera/domain/lists/specs';
import { scopeFilter } from '@tessera/domain/scope';
import { describedQuery } from '../../web/src/lib/data/describedQuery';
import { dbAs, useRulesEnv } from './support/env';
import { groupAdminA, managementA, ORG_A, orgAdminA, orgAdminB, platformAdmin, staffA, type Principal } from './support/principals';

// The list pages' own queries (domain lists/query.ts, run as the web runs them) under the rules: a group admin's
// page, search and count() pass with its groups' scope in the query and are refused without it.
const env = useRulesEnv();

const LISTS: [string, ListSpec, Omit<ListRequest<string, string>, 'scope'>][] = [
  [
    'members',
    memberList as ListSpec,
    {
      filters: { accountStatus: 'ACTIVE', section: 's1' },
      search: 'ros',
      sort: { key: 'cardNumber', dir: 'desc' },
      page: { after: { value: 'x', id: 'mA1' } },
      pageSize: 25,
    },
  ],
  ['cards', cardList as ListSpec, { filters: { status: 'ACTIVE' }, search: '00', sort: { key: 'holder', dir: 'asc' }, pageSize: 10 }],
  [
    'payments',
    paymentList as ListSpec,
    {
      filters: { payYear: '2026', status: 'PROCESSED', refunded: 'false' },
      search: 'ros',
      range: { from: '2026-01-01', to: '2026-12-31' },
      pageSize: 25,
    },
  ],
  ['requests', requestList as ListSpec, { filters: { status: 'PENDING', type: 'REFUND' }, pageSize: 25 }],
];

const scoped = (p: Principal) => scopeFilter({ role: p.claims!.role, groups: p.claims!.groups });

for (const [name, spec, request] of LISTS) {
  describe(`${name} list queries under the rules`, () => {
    const run = (p: Principal, scope: ReturnType<typeof scopeFilter>, whole = false): Promise<unknown> => {
      const db = dbAs(env(), p);
      const q = describedQuery(db, listQuery(ORG_A, spec, { ...request, scope })!, whole);
      return whole ? getCountFromServer(q) : getDocs(q);
    };
    it("allows a group admin's filtered, searched, sorted page within its groups, and its count()", async () => {
      await assertSucceeds(run(groupAdminA, scoped(groupAdminA)));
      await assertSucceeds(run(groupAdminA, scoped(groupAdminA), true));
    });
    it('allows one of its groups chosen as the filter', async () => {
      const q = describedQuery(
        dbAs(env(), groupAdminA),
        listQuery(ORG_A, spec, { ...request, filters: { group: 'g2' }, scope: scoped(groupAdminA) })!,
      );
      await assertSucceeds(getDocs(q));
    });
    it("refuses a group admin's query without its groups' scope, page and count() alike", async () => {
      await assertFails(run(groupAdminA, { kind: 'all' }));
      await assertFails(run(groupAdminA, { kind: 'all' }, true));
    });
    it('allows the organization admin the whole organization, page and count()', async () => {
      await assertSucceeds(run(orgAdminA, scoped(orgAdminA)));
      await assertSucceeds(run(orgAdminA, scoped(orgAdminA), true));
    });
  });
}

// Lists read by the general admins only (no group scope in their query): the audit trail, by type, and the deceased
// reports from other organizations, the pending ones; both newest first.
const ADMIN_LISTS: [string, ListSpec, Record<string, string>][] = [
  ['audit', auditList as ListSpec, { type: 'listValueAdded' }],
  ['deceased notice', deceasedNoticeList as ListSpec, { status: 'PENDING' }],
];
for (const [name, spec, filters] of ADMIN_LISTS) {
  describe(`${name} list queries under the rules`, () => {
    const request = { filters, sort: spec.defaultSort, pageSize: 25 };
    const run = (p: Principal, whole = false): Promise<unknown> => {
      const q = describedQuery(dbAs(env(), p), listQuery(ORG_A, spec, { ...request, scope: scoped(p) })!, whole);
      return whole ? getCountFromServer(q) : getDocs(q);
    };
    it('allows the organization and platform admins, page and count()', async () => {
      for (const p of [orgAdminA, platformAdmin]) {
        await assertSucceeds(run(p));
        await assertSucceeds(run(p, true));
      }
    });
    it('refuses every other back-office role and the other organization', async () => {
      for (const p of [groupAdminA, managementA, staffA, orgAdminB]) {
        await assertFails(run(p));
        await assertFails(run(p, true));
      }
    });
  });
}
