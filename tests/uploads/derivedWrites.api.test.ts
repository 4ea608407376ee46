import { beforeAll, describe, expect, it } from 'vitest';
import { ORG_MEMBER_COUNTER, counterPath, groupMemberCounter, orgCol, searchShardPath } from '@tessera/domain/paths';
import { searchShardOf } from '@tessera/domain/search/record';
import { db } from '../support/admin';
import { buildWorld, ORG_A } from '../support/world';
import { settles } from '../support/settle';
import { readUploadFile } from '../../functions/src/memberUploads/memberFile';
import { memberApplier } from '../../functions/src/memberUploads/memberApplier';
import { storeUploadJob } from '../../functions/src/uploads/jobStore';
import { processUploadJob } from '../../functions/src/uploads/applyJob';
import { writeMemberRow } from '../../functions/src/search/projection';
// the upload jobs' appliers and the member reactions, registered by the functions' wiring
import '../../functions/src/wiring';
import { count, csvRow, HEADER, memberByEmail, upAndWait, uploadRef } from './support';

/**
 * What an upload's chunk writes for the members it creates (their counters and search rows, with the chunk's
 * checkpoint; their create events skip it) is what the member trigger would have written, and is written once.
 */
describe('bulk upload: what new members derive', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await buildWorld()).tokens.orgAdmin;
  });

  const total = async (counter: string) => ((await db.doc(counterPath(ORG_A, counter)).get()).get('total') as number | undefined) ?? 0;
  const inGroup = async (group: string) =>
    (await db.collection(orgCol(ORG_A, 'members')).where('group', '==', group).count().get()).data().count;
  /** The organization's and each group's counter equal direct counts of the members. */
  const countersRight = () =>
    settles(async () => {
      if ((await total(ORG_MEMBER_COUNTER)) !== (await count('members'))) return false;
      for (const g of ['g1', 'g2', 'g3']) if ((await total(groupMemberCounter(g))) !== (await inGroup(g))) return false;
      return true;
    });
  const searchRow = async (id: string) => (await db.doc(searchShardPath(ORG_A, searchShardOf(id))).get()).get(`rows.${id}`) as unknown;

  it('new and updated rows in one file: counters right, and each new row in the search as the trigger builds it', async () => {
    expect(await countersRight()).toBe(true);
    const text = [
      `${HEADER},group`,
      // member-a (m1, of g1) moves to g2: its update event moves the counters
      `Mario,Rossi,member-a@test.it,,,0611223344,g2`,
      `${csvRow(801)},g1`,
      `${csvRow(802)},g3`,
      `${csvRow(803)},`,
    ].join('\n');
    const { job, rows } = await upAndWait(admin, 'UPSERT', 'derived.csv', text);
    expect(job).toMatchObject({ state: 'DONE', applied: 4 });
    const created = rows.slice(1).map((r) => r.memberId!);
    // the rows are there when the job is done (written with its checkpoint), and equal the ones the trigger writes
    const written = await Promise.all(created.map(searchRow));
    for (const r of written) expect(typeof r).toBe('string');
    await Promise.all(created.map((id) => writeMemberRow(ORG_A, id)));
    expect(await Promise.all(created.map(searchRow))).toEqual(written);
    expect(await countersRight()).toBe(true);
  });

  it('a chunk applied again after a run stopped before its checkpoint counts its members once', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `again${i}@prova.it`);
    const bytes = new Uint8Array(Buffer.from(`${HEADER},group\n${emails.map((e, i) => `${csvRow(900 + i, { email: e })},g1`).join('\n')}`));
    const scope = { role: 'organization' as const, groups: [] as string[] };
    const { rows, format } = await readUploadFile('again.csv', bytes, 'UPSERT');
    const meta = { mode: 'UPSERT' as const, fileName: 'again.csv', format, createdBy: 'test', scope };
    const job = { id: await storeUploadJob(ORG_A, meta, rows, { leaseId: 'run-1' }), mode: 'UPSERT' as const, scope, leaseId: 'run-1' };
    const before = { org: await total(ORG_MEMBER_COUNTER), g1: await total(groupMemberCounter('g1')) };

    // a first run writes the chunk's members and stops before its checkpoint
    const firstRun = await memberApplier(ORG_A, job, uploadRef(job.id));
    await firstRun.applyChunk(rows);
    expect(await memberByEmail(emails[0]!)).toHaveLength(1);
    // the job applied (the chunk again, then its checkpoint), then once more: the checkpointed chunk is skipped
    await processUploadJob(ORG_A, job);
    expect((await uploadRef(job.id).get()).data()).toMatchObject({ state: 'DONE', applied: 12 });
    await uploadRef(job.id).update({ state: 'RUNNING', leaseId: 'run-1' });
    await processUploadJob(ORG_A, job);

    expect(await countersRight()).toBe(true);
    expect({ org: await total(ORG_MEMBER_COUNTER), g1: await total(groupMemberCounter('g1')) }).toEqual({
      org: before.org + 12,
      g1: before.g1 + 12,
    });
    for (const e of emails) {
      const [m] = await memberByEmail(e);
      expect(typeof (await searchRow(m!.id))).toBe('string');
    }
  });
});
