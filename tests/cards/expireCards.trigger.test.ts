import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { ORG_MEMBER_COUNTER, cardPath, counterPath, memberPath } from '@tessera/domain/paths';
import { expireCards } from '../../functions/src/cards/expireCards';
import { db } from '../support/admin';
import { buildWorld, ORG_A } from '../support/world';
import { eventually } from '../support/settle';
import { runSchedule } from '../../scripts/lib/schedules.mjs';

const ts = (d: string) => Timestamp.fromDate(new Date(`${d}T00:00:00Z`));
const status = async (memberId: string, number: string) => ({
  member: (await db.doc(memberPath(ORG_A, memberId)).get()).get('cardStatus'),
  card: (await db.doc(cardPath(ORG_A, number)).get()).get('status'),
});

async function cardCounter(): Promise<Record<string, number>> {
  return ((await db.doc(counterPath(ORG_A, ORG_MEMBER_COUNTER)).get()).get('byCardStatus') ?? {}) as Record<string, number>;
}

// The organization's grace period in the test world is 2 months.
describe('card expiry (scheduled job)', () => {
  beforeAll(async () => {
    await buildWorld();
    await db.doc(memberPath(ORG_A, 'm1')).update({ cardValidUntil: ts('2026-09-30') }); // grace ends 2026-11-30
    await db.doc(memberPath(ORG_A, 'm2')).update({ cardValidUntil: ts('2026-08-31') }); // grace ended 2026-10-31
    await db.doc(memberPath(ORG_A, 'm3')).update({ cardValidUntil: ts('2027-12-31') });
  });

  it('stores INACTIVE on member and card once valid-until plus the grace period is over, and no sooner', async () => {
    const before = await eventually(cardCounter, (c) => (c.ACTIVE ?? 0) >= 3);
    const result = await expireCards({ orgId: ORG_A, today: '2026-11-22' });
    expect(result.expired).toEqual([`${ORG_A}/1002`]);
    expect(await status('m2', '1002')).toEqual({ member: 'INACTIVE', card: 'INACTIVE' });
    expect(await status('m1', '1001')).toEqual({ member: 'ACTIVE', card: 'ACTIVE' });
    expect(await status('m3', '1003')).toEqual({ member: 'ACTIVE', card: 'ACTIVE' });
    // The dashboard counters follow through the members trigger.
    const after = await eventually(cardCounter, (c) => c.INACTIVE === (before.INACTIVE ?? 0) + 1);
    expect(after).toMatchObject({ ACTIVE: before.ACTIVE! - 1, INACTIVE: (before.INACTIVE ?? 0) + 1 });
  });

  it('on the last grace day the card is still active; the day after it expires; a second run changes nothing', async () => {
    expect((await expireCards({ orgId: ORG_A, today: '2026-11-30' })).expired).toEqual([]);
    expect((await expireCards({ orgId: ORG_A, today: '2026-12-01' })).expired).toEqual([`${ORG_A}/1001`]);
    expect(await status('m1', '1001')).toEqual({ member: 'INACTIVE', card: 'INACTIVE' });
    expect((await expireCards({ orgId: ORG_A, today: '2026-12-01' })).expired).toEqual([]);
  });
});

describe('card expiry run as its nightly schedule runs it (the scheduled function, called through the Functions emulator)', () => {
  it('turns INACTIVE a card whose valid-until and grace ended long ago, in member and card alike', async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    await db.doc(memberPath(ORG_A, 'm3')).update({ cardValidUntil: ts(`${lastYear}-01-31`) });
    expect(await status('m3', '1003')).toEqual({ member: 'ACTIVE', card: 'ACTIVE' });
    // resolves once the job is done
    await runSchedule('expireCardsSchedule');
    expect(await status('m3', '1003')).toEqual({ member: 'INACTIVE', card: 'INACTIVE' });
  });
});
