import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listQuery } from '@tessera/domain/lists/query';
import { saleList } from '@tessera/domain/lists/specs';
import { isoPlusDays } from '@tessera/domain/locale/dates';
import { narrowed, NO_SHOP_CHOICE, shopRequest, type ShopChoice } from './shopChoice';

const TODAY = '2026-06-28';
const query = (c: ShopChoice) => listQuery('org', saleList, { ...shopRequest(c, TODAY), scope: { kind: 'all' }, pageSize: 10 })!;
const everything: ShopChoice = { search: ' Gita ', type: 'ACTIVITY', when: '30', seatsFree: true, free: true, sort: 'name' };

describe('the shop query', () => {
  it('is always the items shown online with sales open, the soonest first', () => {
    const q = query(NO_SHOP_CHOICE);
    expect(q.where).toHaveLength(2);
    expect(q.where).toEqual(
      expect.arrayContaining([
        { field: 'visibleOnline', op: '==', value: true },
        { field: 'period', op: '==', value: 'open' },
      ]),
    );
    expect(q.orderBy[0]).toEqual({ field: 'sortKeys.saleDate', dir: 'asc' });
    expect(narrowed(NO_SHOP_CHOICE)).toBe(false);
  });

  it("adds the member's choices: a word of the name, the type, seats left, free, the days ahead (ordered by day)", () => {
    const q = query(everything);
    expect(q.where).toEqual(
      expect.arrayContaining([
        { field: 'type', op: '==', value: 'ACTIVITY' },
        { field: 'seatsFree', op: '==', value: true },
        { field: 'free', op: '==', value: true },
        { field: 'searchTokens', op: 'array-contains', value: 'gita' },
        { field: 'sortKeys.saleDate', op: '>=', value: TODAY },
        { field: 'sortKeys.saleDate', op: '<=', value: '2026-07-28' },
      ]),
    );
    expect(q.orderBy[0]).toEqual({ field: 'sortKeys.saleDate', dir: 'asc' });
    expect(query({ ...everything, when: '' }).orderBy[0]).toEqual({ field: 'sortKeys.name', dir: 'asc' });
    expect(narrowed({ ...NO_SHOP_CHOICE, free: true })).toBe(true);
    expect(isoPlusDays('2026-12-25', 7)).toBe('2027-01-01');
  });

  it('every clause has a composite index with the order it runs in (Firestore merges them)', () => {
    const file = JSON.parse(readFileSync(new URL('../../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
      indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string; arrayConfig?: string }[] }[];
    };
    for (const c of [everything, { ...everything, when: '' as const }]) {
      const q = query(c);
      const order = q.orderBy[0]!;
      const direction = order.dir === 'asc' ? 'ASCENDING' : 'DESCENDING';
      for (const w of q.where.filter((clause) => clause.field !== order.field)) {
        const served = file.indexes.some(
          (i) =>
            i.collectionGroup === 'sales' &&
            i.fields.length === 2 &&
            i.fields[0]!.fieldPath === w.field &&
            i.fields[1]!.fieldPath === order.field &&
            i.fields[1]!.order === direction,
        );
        expect(served, `${w.field} × ${order.field} ${direction}`).toBe(true);
      }
    }
  });
});
