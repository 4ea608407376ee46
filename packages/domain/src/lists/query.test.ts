import { describe, expect, it } from 'vitest';
import { scopeFilter } from '../scope';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { cursorOf, firstPageQuery, listCollection, listQuery, listSort, listTotalSource } from './query';
import { cardList, deliveryList, mailshotList, memberList, paymentList } from './specs';

const all = scopeFilter({ role: 'organization', groups: [] });
const twoGroups = scopeFilter({ role: 'group', groups: ['g1', 'g2'] });

describe('list query', () => {
  it('pages by the default sort with the id as tie-break and one extra row', () => {
    expect(listQuery('o', memberList, { scope: all, filters: {}, pageSize: 25 })).toEqual({
      collection: 'organizations/o/members',
      where: [],
      orderBy: [
        { field: 'sortKeys.surname', dir: 'asc' },
        { field: '__name__', dir: 'asc' },
      ],
      startAfter: null,
      endBefore: null,
      limit: 26,
      fromEnd: false,
    });
  });
  it("an administrator's first page is the whole organization's, by the default sort, at the default size", () => {
    expect(firstPageQuery('o', cardList)).toEqual(listQuery('o', cardList, { scope: all, filters: {}, pageSize: DEFAULT_PAGE_SIZE }));
    expect(firstPageQuery('o', cardList)).toMatchObject({ where: [], limit: DEFAULT_PAGE_SIZE + 1, startAfter: null });
  });
  it("keeps a group admin's scope, filters, search and cursor in the query", () => {
    const q = listQuery('o', memberList, {
      scope: twoGroups,
      filters: { accountStatus: 'ACTIVE', section: '', category: undefined },
      search: 'Rossi',
      sort: { key: 'cardNumber', dir: 'desc' },
      page: { after: { value: 'x', id: 'm9' } },
      pageSize: 10,
    })!;
    expect(q.where).toEqual([
      { field: 'group', op: 'in', value: ['g1', 'g2'] },
      { field: 'accountStatus', op: '==', value: 'ACTIVE' },
      { field: 'searchTokens', op: 'array-contains', value: 'rossi' },
    ]);
    expect(q.orderBy[0]).toEqual({ field: 'sortKeys.cardNumber', dir: 'desc' });
    expect(q.startAfter).toEqual(['x', 'm9']);
  });
  it('pages back from a row and jumps to the last rows', () => {
    const back = listQuery('o', memberList, { scope: all, filters: {}, page: { before: { value: 'v', id: 'm1' } }, pageSize: 10 })!;
    expect(back).toMatchObject({ startAfter: null, endBefore: ['v', 'm1'], limit: 11, fromEnd: true });
    const last = listQuery('o', memberList, { scope: all, filters: {}, page: { last: 3 }, pageSize: 10 })!;
    expect(last).toMatchObject({ startAfter: null, endBefore: null, limit: 3, fromEnd: true });
  });
  it('narrows the scope to a chosen group, and runs nothing outside the scope', () => {
    expect(listQuery('o', memberList, { scope: twoGroups, filters: { group: 'g2' }, pageSize: 10 })!.where).toEqual([
      { field: 'group', op: '==', value: 'g2' },
    ]);
    expect(listQuery('o', memberList, { scope: twoGroups, filters: { group: 'g3' }, pageSize: 10 })).toBeNull();
    expect(listQuery('o', memberList, { scope: { kind: 'none' }, filters: {}, pageSize: 10 })).toBeNull();
  });
  it('ignores an unknown sort key', () => {
    const q = listQuery('o', cardList, { scope: all, filters: {}, sort: { key: 'nope' as 'number', dir: 'asc' }, pageSize: 10 })!;
    expect(q.orderBy[0]!.field).toBe('sortKeys.number');
  });
  it('reads the cursor from the stored sort key', () => {
    expect(cursorOf(memberList, 'surname', { id: 'm1', data: { sortKeys: { surname: 'rossi anna' } } })).toEqual({
      value: 'rossi anna',
      id: 'm1',
    });
  });
});

describe('list total', () => {
  it('comes from the counters when one field answers the exact filter', () => {
    expect(listTotalSource('o', memberList, { scope: all, filters: {} })).toEqual({
      kind: 'counters',
      docs: [{ path: 'organizations/o/counters/members', fields: ['total'] }],
    });
    expect(listTotalSource('o', memberList, { scope: twoGroups, filters: { cardStatus: 'ACTIVE' } })).toEqual({
      kind: 'counters',
      docs: [
        { path: 'organizations/o/counters/members_group_g1', fields: ['byCardStatus.ACTIVE'] },
        { path: 'organizations/o/counters/members_group_g2', fields: ['byCardStatus.ACTIVE'] },
      ],
    });
    expect(listTotalSource('o', cardList, { scope: all, filters: {} })).toEqual({
      kind: 'counters',
      docs: [{ path: 'organizations/o/counters/members', fields: ['byCardStatus.ACTIVE', 'byCardStatus.INACTIVE'] }],
    });
  });
  it('is a count() for search, uncounted filters and combinations', () => {
    expect(listTotalSource('o', memberList, { scope: all, filters: {}, search: 'ro' })).toEqual({ kind: 'count' });
    expect(listTotalSource('o', memberList, { scope: all, filters: { section: 's1' } })).toEqual({ kind: 'count' });
    expect(listTotalSource('o', memberList, { scope: all, filters: { accountStatus: 'ACTIVE', cardStatus: 'ACTIVE' } })).toEqual({
      kind: 'count',
    });
    expect(listTotalSource('o', cardList, { scope: all, filters: { status: 'NOT_FOUND' } })).toEqual({ kind: 'count' });
    expect(listTotalSource('o', memberList, { scope: { kind: 'none' }, filters: {} })).toEqual({ kind: 'none' });
  });
});

describe('payments list: typed filters, a date range, the sum', () => {
  it('converts the chosen year and flags to the stored types, and drops values that cannot be one', () => {
    const q = listQuery('o', paymentList, {
      scope: twoGroups,
      filters: { payYear: '2026', refunded: 'false', cardPayment: 'true', mode: 'CONTANTI' },
      pageSize: 10,
    })!;
    expect(q.where).toEqual([
      { field: 'group', op: 'in', value: ['g1', 'g2'] },
      { field: 'payYear', op: '==', value: 2026 },
      { field: 'mode', op: '==', value: 'CONTANTI' },
      { field: 'refunded', op: '==', value: false },
      { field: 'cardPayment', op: '==', value: true },
    ]);
    expect(listQuery('o', paymentList, { scope: all, filters: { payYear: 'abc', refunded: 'maybe' }, pageSize: 10 })!.where).toEqual([]);
  });
  it('limits the pay day to a range (both days included) and then orders by it', () => {
    const req = { scope: all, filters: {}, range: { from: '2026-01-01', to: '2026-03-31' }, pageSize: 10 };
    const q = listQuery('o', paymentList, { ...req, sort: { key: 'amount', dir: 'asc' } })!;
    expect(q.where).toEqual([
      { field: 'sortKeys.payDate', op: '>=', value: '2026-01-01' },
      { field: 'sortKeys.payDate', op: '<=', value: '2026-03-31' },
    ]);
    expect(q.orderBy[0]).toEqual({ field: 'sortKeys.payDate', dir: 'desc' });
    expect(listSort(paymentList, { ...req, sort: { key: 'payDate', dir: 'asc' } })).toEqual({ key: 'payDate', dir: 'asc' });
    // an open end is no bound; no range keeps the chosen column
    expect(listQuery('o', paymentList, { ...req, range: { from: '', to: '2026-03-31' } })!.where).toHaveLength(1);
    expect(listSort(paymentList, { sort: { key: 'amount', dir: 'asc' }, range: { from: '', to: '' } })).toEqual({
      key: 'amount',
      dir: 'asc',
    });
  });
  it('takes its total and sum from the payment counters for one counted filter, else from an aggregation', () => {
    expect(paymentList.sumField).toBe('amount');
    expect(listTotalSource('o', paymentList, { scope: all, filters: {} })).toEqual({
      kind: 'counters',
      docs: [{ path: 'organizations/o/counters/payments', fields: ['all.count'], sumFields: ['all.amount'] }],
    });
    expect(listTotalSource('o', paymentList, { scope: all, filters: { payYear: '2026' } })).toEqual({
      kind: 'counters',
      docs: [{ path: 'organizations/o/counters/payments', fields: ['byYear.2026.count'], sumFields: ['byYear.2026.amount'] }],
    });
    // a group admin: its groups' documents
    expect(
      listTotalSource('o', paymentList, { scope: scopeFilter({ role: 'group', groups: ['g1', 'g2'] }), filters: { mode: 'CONTANTI' } }),
    ).toEqual({
      kind: 'counters',
      docs: ['g1', 'g2'].map((g) => ({
        path: `organizations/o/counters/payments_group_${g}`,
        fields: ['byMode.CONTANTI.count'],
        sumFields: ['byMode.CONTANTI.amount'],
      })),
    });
    for (const filters of [{ memberId: 'm1' }, { cluster: 'c' }, { payYear: '2026', mode: 'CONTANTI' }])
      expect(listTotalSource('o', paymentList, { scope: all, filters })).toEqual({ kind: 'count' });
    expect(listTotalSource('o', paymentList, { scope: all, filters: {}, search: 'rossi' })).toEqual({ kind: 'count' });
    expect(listTotalSource('o', paymentList, { scope: all, filters: {}, range: { from: '2026-01-01', to: '' } })).toEqual({
      kind: 'count',
    });
  });
});

describe("a list of one document's subcollection (a mailshot's deliveries)", () => {
  it("reads the parent's subcollection, filtered by state and sorted by the stored address", () => {
    const q = listQuery('o', deliveryList, { scope: all, filters: { state: 'BOUNCED' }, parent: 'ms1', pageSize: 25 })!;
    expect(q.collection).toBe('organizations/o/mailshots/ms1/deliveries');
    expect(q.where).toEqual([{ field: 'state', op: '==', value: 'BOUNCED' }]);
    expect(q.orderBy).toEqual([
      { field: 'email', dir: 'asc' },
      { field: '__name__', dir: 'asc' },
    ]);
    expect(cursorOf(deliveryList, 'email', { id: 'k1', data: { email: 'a@b.it' } })).toEqual({ value: 'a@b.it', id: 'k1' });
    expect(listTotalSource('o', deliveryList, { scope: all, filters: {}, parent: 'ms1' })).toEqual({ kind: 'count' });
  });
  it('lists nothing without its parent, and a top-level list ignores one', () => {
    expect(listCollection('o', deliveryList, null)).toBeNull();
    expect(listQuery('o', deliveryList, { scope: all, filters: {}, pageSize: 25 })).toBeNull();
    expect(listTotalSource('o', deliveryList, { scope: all, filters: {} })).toEqual({ kind: 'none' });
    expect(listCollection('o', mailshotList, 'x')).toBe('organizations/o/mailshots');
  });
  it('orders the mailshots newest first by their stored creation instant', () => {
    const q = listQuery('o', mailshotList, { scope: all, filters: { state: 'DRAFT' }, pageSize: 10 })!;
    expect(q.collection).toBe('organizations/o/mailshots');
    expect(q.where).toEqual([{ field: 'state', op: '==', value: 'DRAFT' }]);
    expect(q.orderBy[0]).toEqual({ field: 'sortKeys.createdAt', dir: 'desc' });
  });
});
