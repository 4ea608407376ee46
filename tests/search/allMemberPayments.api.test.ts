import { describe, expect, it } from 'vitest';
import { ARCHIVE_IMPORT_FIELD } from '@tessera/domain/archive/manifest';
import { orgCol, searchShardPath } from '@tessera/domain/paths';
import { searchShardOf } from '@tessera/domain/search/record';
import { db } from '../support/admin';
import { writeAllMemberPayments, writeMemberPayments } from '../../functions/src/search/projection';

/**
 * The one pass an archive's import makes over the payments (in payer order, streamed and handled a page at a time)
 * writes each member's fee years and payment rows as the payment trigger writes them one member at a time, whatever
 * the pages: a member's payments running over into the next page wait for it, and a commit never splits a member.
 */
describe('the fee years and payment rows of every member in one pass', () => {
  const org = `allpay-${Date.now().toString(36)}`;
  // payments per member: several members straddle pages of 3, one has more than a commit of 2 holds alone
  const counts: Record<string, number> = { 'm-a': 3, 'm-b': 1, 'm-c': 5, 'm-d': 2, 'm-e': 4, 'm-f': 1 };
  const fields = async (memberId: string) => {
    const shard = await db.doc(searchShardPath(org, searchShardOf(memberId))).get();
    return { fees: shard.get(`fees.${memberId}`) as unknown, pays: shard.get(`pays.${memberId}`) as unknown };
  };
  const all = async (): Promise<Record<string, { fees: unknown; pays: unknown }>> =>
    Object.fromEntries(await Promise.all(Object.keys(counts).map(async (id) => [id, await fields(id)] as const)));

  it('equals the trigger’s member by member, with pages and commits smaller than a member’s payments', async () => {
    // marked as an import writes them: their creates run no reaction, so only the calls below write the rows (the
    // payment trigger's own runs would otherwise write them back beside the test)
    const imported = { [ARCHIVE_IMPORT_FIELD]: 'import-test' };
    const batch = db.batch();
    for (const [memberId, n] of Object.entries(counts))
      for (let i = 0; i < n; i++)
        batch.set(db.collection(orgCol(org, 'payments')).doc(`${memberId}-p${i}`), {
          memberId,
          payYear: 2022 + (i % 4),
          cardPayment: i % 2 === 0,
          refunded: i === 3,
          status: 'PAID',
          holder: `Socio ${memberId}`,
          cardNumber: 100 + i,
          group: 'g1',
          payDate: `202${2 + (i % 4)}-03-0${i + 1}`,
          amount: 1000 * (i + 1),
          mode: 'CASH',
          object: `Quota ${i}`,
          ...imported,
        });
    // a payment with no payer is left out, as the trigger never reaches it
    batch.set(db.collection(orgCol(org, 'payments')).doc('orphan'), { payYear: 2024, cardPayment: true, amount: 500, ...imported });
    await batch.commit();

    for (const id of Object.keys(counts)) await writeMemberPayments(org, id);
    const byTrigger = await all();
    expect(Object.values(byTrigger).every((f) => Array.isArray(f.fees) && typeof f.pays === 'string')).toBe(true);
    for (const id of Object.keys(counts)) await db.doc(searchShardPath(org, searchShardOf(id))).delete();
    expect(Object.values(await all()).every((f) => f.fees === undefined && f.pays === undefined)).toBe(true);

    await writeAllMemberPayments(org, 3, 2);
    expect(await all()).toEqual(byTrigger);
  });
});
