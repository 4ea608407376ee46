import { beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '@tessera/domain/lists/query';
import { saleList } from '@tessera/domain/lists/specs';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';
import { describedQuery } from '../../functions/src/shared/describedQuery';
import { carryEnrolled } from '../../functions/src/sales/shardTotals';
import { isoPlusDays } from '@tessera/domain/locale/dates';
import { NO_SHOP_CHOICE, shopRequest, type ShopChoice } from '../../web/src/features/marketplace/shopChoice';

// The members' shop narrows the items on sale by a word of the name, the type, the days ahead, seats left and free of
// charge. The items are saved through the API (which stores the fields the filters read) and the shop's own query
// (web marketplace/shopChoice.ts) is run as described; the rules' side is tests/rules/sales.rules.test.ts.
let world: World;
const today = todayInItaly();
const ids: Record<string, string> = {};

const item = (name: string, type: 'ACTIVITY' | 'TICKET', inDays: number, cost: number, seats: number | null) => ({
  name,
  type,
  saleDate: isoPlusDays(today, inDays),
  openingDate: isoPlusDays(today, -5),
  expirationDate: isoPlusDays(today, inDays),
  seatsAvailable: seats,
  prices: [{ name: 'Intero', cost }],
  onlineSellable: true,
  visibleOnline: true,
  paymentMethods: ['STRIPE'],
});

/** The names the shop shows for a choice, in its order (one page is enough here). */
async function shop(choice: Partial<ShopChoice>): Promise<string[]> {
  const d = listQuery(ORG_A, saleList, { ...shopRequest({ ...NO_SHOP_CHOICE, ...choice }, today), scope: { kind: 'all' }, pageSize: 50 });
  return (await describedQuery(d!).get()).docs.map((doc) => doc.get('name') as string);
}

beforeAll(async () => {
  world = await buildWorld();
  const items = {
    lake: item('Gita al lago di Bracciano', 'ACTIVITY', 20, 3500, 2),
    concert: item('Concerto di Natale', 'TICKET', 5, 0, null),
    yoga: item('Corso di yoga', 'ACTIVITY', 60, 9000, 1),
    hidden: { ...item('Gita riservata', 'ACTIVITY', 3, 0, null), visibleOnline: false, onlineSellable: false },
  };
  for (const [key, body] of Object.entries(items)) {
    const res = await api<{ id: string }>('POST', '/v1/sales/one', { token: world.tokens.orgAdmin, body });
    expect(res.status, key).toBe(200);
    ids[key] = res.body.id;
  }
});

describe("the members' shop: search and filters", () => {
  it('by default: the items shown online with sales open, the soonest first', async () => {
    expect(await shop({})).toEqual(['Concerto di Natale', 'Gita al lago di Bracciano', 'Corso di yoga']);
  });

  it('a word of the name (its beginning is enough), the type, free of charge, the next days, by name', async () => {
    expect(await shop({ search: 'brac' })).toEqual(['Gita al lago di Bracciano']);
    expect(await shop({ search: 'gita' })).toEqual(['Gita al lago di Bracciano']);
    expect(await shop({ type: 'TICKET' })).toEqual(['Concerto di Natale']);
    expect(await shop({ free: true })).toEqual(['Concerto di Natale']);
    expect(await shop({ when: '30' })).toEqual(['Concerto di Natale', 'Gita al lago di Bracciano']);
    expect(await shop({ sort: 'name' })).toEqual(['Concerto di Natale', 'Corso di yoga', 'Gita al lago di Bracciano']);
    expect(await shop({ search: 'nessuna' })).toEqual([]);
  });

  it('"seats left" drops an item once its seats are taken, and takes it back when one is given back or more are put on sale', async () => {
    expect(await shop({ seatsFree: true })).toEqual(['Concerto di Natale', 'Gita al lago di Bracciano', 'Corso di yoga']);
    // the one seat of the yoga course taken (the seat shards' change carried to the item)
    await carryEnrolled(ORG_A, ids.yoga!, 'shop-test-take', 0, 1);
    expect((await db.doc(`${orgCol(ORG_A, 'sales')}/${ids.yoga}`).get()).get('currentEnrolled')).toBe(1);
    expect(await shop({ seatsFree: true })).toEqual(['Concerto di Natale', 'Gita al lago di Bracciano']);
    await carryEnrolled(ORG_A, ids.yoga!, 'shop-test-give-back', 1, 0);
    expect(await shop({ seatsFree: true })).toContain('Corso di yoga');
    // full again, then the admin puts more seats on sale
    await carryEnrolled(ORG_A, ids.yoga!, 'shop-test-take-again', 0, 1);
    expect(await shop({ seatsFree: true })).not.toContain('Corso di yoga');
    const more = await api('POST', '/v1/sales/one', {
      token: world.tokens.orgAdmin,
      headers: { id: ids.yoga! },
      body: item('Corso di yoga', 'ACTIVITY', 60, 9000, 5),
    });
    expect(more.status).toBe(200);
    expect(await shop({ seatsFree: true })).toContain('Corso di yoga');
  });
});
