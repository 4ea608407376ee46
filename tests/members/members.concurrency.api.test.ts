import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { nthTaxCode } from '../support/taxCodes';

async function memberCount() {
  return (await db.collection(orgCol(ORG_A, 'members')).count().get()).data().count;
}

/** Runs `task` over `items` with at most `limit` running at once; answers in the items' order. */
async function inFlight<T, R>(limit: number, items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const k = next++;
      out[k] = await task(items[k]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return out;
}

describe('POST /v1/members/one under contention', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('100 parallel creates on 10 card numbers: one winner per number, 90 CARD_NUMBER_ALREADY_USED, +10 members', async () => {
    const before = await memberCount();
    const admins: PrincipalName[] = ['orgAdmin', 'management', 'platform'];
    const numbers = Array.from({ length: 10 }, (_, i) => String(8000 + i));
    // The ten attempts on one number are adjacent, and five requests are in flight at a time: every number is
    // raced by five simultaneous transactions at once. (The Functions emulator starts one process per request in flight,
    // so a hundred at once would measure the machine, not the API.)
    const attempts = Array.from({ length: 100 }, (_, i) => ({ n: numbers[Math.floor(i / 10)]!, i }));
    const answers = await inFlight(5, attempts, ({ n, i }) =>
      api('POST', '/v1/members/one', {
        token: world.tokens[admins[i % admins.length]!],
        body: { name: `Concorrente${i}`, surname: 'Parallelo', ssn: nthTaxCode('CNCPRL', i), group: 'g1', cardNumber: n },
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409 && a.body.err === 'CARD_NUMBER_ALREADY_USED')).toHaveLength(90);
    // one winner per number
    for (const n of numbers) {
      const winners = attempts.filter((a, k) => a.n === n && answers[k]!.status === 200);
      expect(winners).toHaveLength(1);
      const members = await db.collection(orgCol(ORG_A, 'members')).where('cardNumber', '==', n).get();
      expect(members.size).toBe(1);
      const card = await db.doc(`${orgCol(ORG_A, 'cards')}/${n}`).get();
      expect(card.get('memberId')).toBe(members.docs[0]!.id);
    }
    expect(await memberCount()).toBe(before + 10);
  }, 180_000);
});
