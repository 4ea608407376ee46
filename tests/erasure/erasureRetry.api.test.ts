// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
import '../../functions/src/wiring';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { eraseMember } from '../../functions/src/erasure/eraseMember';
import { runRetention } from '../../functions/src/erasure/retention';
import { resumeStalledErasures } from '../../functions/src/erasure/retry';
import { registerPersonalDataEraser } from '../../functions/src/personalData/registry';
import { db } from '../support/admin';
import { findPersonalData } from '../support/personalDataScan';
import { eventually } from '../support/settle';
import { addMember, buildWorld, ORG_A, ORG_B } from '../support/world';

// The nightly retry of erasures that failed midway: run in this process (as the retention test runs the retention
// job), with one eraser of this test's own that fails for one member until told otherwise.
const failing = new Set<string>();
registerPersonalDataEraser({
  name: 'testFlaky',
  erase: ({ memberId }) => (failing.has(memberId) ? Promise.reject(new Error('disk on fire')) : Promise.resolve(0)),
});

const HOUR = 60 * 60_000;
const exists = async (path: string) => (await db.doc(path).get()).exists;
const job = async (memberId: string, org = ORG_A) => (await db.doc(`${orgCol(org, 'erasures')}/${memberId}`).get()).data()!;
const notice = (memberId: string, memberName: string) =>
  db
    .collection(orgCol(ORG_A, 'deceasedNotices'))
    .doc(`orgX_x_${memberId}`)
    .set({ memberId, memberName, status: 'PENDING', source: { org: 'orgX', memberId: 'x' }, sortKeys: { at: '2026-01-01' } });
const erasedAudits = async (memberId: string) =>
  (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'memberErased').get()).docs.filter(
    (d) => d.get('after.memberId') === memberId,
  );

beforeAll(async () => {
  await buildWorld();
});

describe('an erasure that failed midway', () => {
  it('stays RUNNING with its error; the nightly retry leaves it for an hour, then finishes it', async () => {
    const id = await addMember(ORG_A, { name: 'Gino', surname: 'Fallito', email: 'gino@test.it' });
    await notice(id, 'Gino Fallito');
    failing.add(id);
    const by = { uid: 'uid-orgAdmin', email: 'admin@test.it', role: 'organization' };
    await expect(eraseMember({ orgId: ORG_A, memberId: id, origin: 'admin', reason: 'Richiesta scritta', by })).rejects.toThrow(
      'disk on fire',
    );
    expect(await job(id)).toMatchObject({ status: 'RUNNING', attempts: 1, lastError: 'testFlaky: disk on fire' });
    expect((await job(id)).done).not.toContain('testFlaky');

    // an hour has not passed: a run may still be going
    expect(await resumeStalledErasures({ orgId: ORG_A })).toEqual({ resumed: {}, failed: {} });
    // the next night, still failing: tried again, counted, left RUNNING
    const tomorrow = new Date(Date.now() + 20 * HOUR);
    expect(await resumeStalledErasures({ orgId: ORG_A, now: tomorrow })).toEqual({ resumed: {}, failed: { [ORG_A]: [id] } });
    expect(await job(id)).toMatchObject({ status: 'RUNNING', attempts: 2 });
    expect(await erasedAudits(id)).toHaveLength(0);

    // the night after, it works: DONE, the admin who set it off in the audit record, nothing of Gino left
    failing.delete(id);
    const later = new Date(Date.now() + 44 * HOUR);
    expect(await resumeStalledErasures({ orgId: ORG_A, now: later })).toEqual({ resumed: { [ORG_A]: [id] }, failed: {} });
    expect(await job(id)).toMatchObject({ status: 'DONE', attempts: 3, subject: null, origin: 'admin', reason: 'Richiesta scritta' });
    const audits = await erasedAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.get('by')).toMatchObject({ uid: 'uid-orgAdmin' });
    // the member trigger's delete path (the search row) settles after the erasure answers
    expect(
      await eventually(
        () => findPersonalData(ORG_A, ['Fallito', 'gino@test.it']),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
    // a DONE job is never resumed again
    expect(await resumeStalledErasures({ orgId: ORG_A, now: new Date(Date.now() + 70 * HOUR) })).toEqual({ resumed: {}, failed: {} });
  });

  it('a job whose process died (left RUNNING, no error) is resumed from where it stopped; a recent one is left alone', async () => {
    // written as the first step leaves it: the member gone, the job RUNNING with the member as it was
    const old = Timestamp.fromMillis(Date.now() - 3 * HOUR);
    const recent = Timestamp.fromMillis(Date.now() - 10 * 60_000);
    const stalled = { name: 'Ada', surname: 'Interrotta', email: 'ada@test.it' };
    const running = (subject: Record<string, unknown>, at: Timestamp) => ({
      status: 'RUNNING',
      origin: 'retention',
      reason: '',
      by: null,
      subject,
      done: [],
      counts: { member: 1 },
      startedAt: at,
      finishedAt: null,
    });
    await db.doc(`${orgCol(ORG_A, 'erasures')}/ada`).set(running(stalled, old));
    await notice('ada', 'Ada Interrotta');
    await db.doc(`${orgCol(ORG_A, 'erasures')}/bruno`).set(running({ name: 'Bruno', surname: 'Recente' }, recent));
    await notice('bruno', 'Bruno Recente');

    expect(await resumeStalledErasures({ orgId: ORG_A })).toEqual({ resumed: { [ORG_A]: ['ada'] }, failed: {} });
    expect(await job('ada')).toMatchObject({ status: 'DONE', attempts: 1, subject: null, counts: { deceasedNotices: 1 } });
    expect(await findPersonalData(ORG_A, ['Interrotta', 'ada@test.it'])).toEqual([]);
    expect(await job('bruno')).toMatchObject({ status: 'RUNNING' });
    expect(await findPersonalData(ORG_A, ['Recente'])).not.toEqual([]);
    expect((await db.doc(memberPath(ORG_A, 'ada')).get()).exists).toBe(false);
  });
});

describe('a retention run where one member’s erasure fails', () => {
  const former = (org: string, name: string, surname: string, until: string) =>
    addMember(org, {
      name,
      surname,
      email: `${surname.toLowerCase()}@test.it`,
      accountStatus: 'INACTIVE',
      cardStatus: 'INACTIVE',
      cardValidUntil: Timestamp.fromDate(new Date(`${until}T00:00:00Z`)),
    });

  it('costs only that member: the others of its organization and of the next are erased, the failed one the next night', async () => {
    // oldest first: the member whose erasure fails is the first the run reaches in its organization…
    const broken = await former(ORG_A, 'Franco', 'Guasto', '2010-12-31');
    const second = await former(ORG_A, 'Olga', 'Seconda', '2011-12-31');
    const third = await former(ORG_A, 'Ugo', 'Terzi', '2012-06-30');
    const elsewhere = await former(ORG_B, 'Bice', 'Altrove', '2011-12-31');
    // …and its organization comes first (the run reads the organizations by retention period, the shorter first)
    await db.doc(orgPath(ORG_A)).update({ retentionYears: 5 });
    await db.doc(orgPath(ORG_B)).update({ retentionYears: 10 });
    failing.add(broken);

    const night = await runRetention({ today: '2026-12-03' });
    expect(night).toEqual({ erased: { [ORG_A]: [second, third], [ORG_B]: [elsewhere] }, failed: { [ORG_A]: [broken] } });
    for (const [org, id] of [
      [ORG_A, second],
      [ORG_A, third],
      [ORG_B, elsewhere],
    ] as const)
      expect(await job(id, org)).toMatchObject({ status: 'DONE', origin: 'retention', subject: null });
    // the failed one stopped after its first step: gone from the members, its job RUNNING with the eraser's error
    expect(await exists(memberPath(ORG_A, broken))).toBe(false);
    expect(await job(broken)).toMatchObject({ status: 'RUNNING', origin: 'retention', lastError: 'testFlaky: disk on fire' });
    expect(
      await eventually(
        () => findPersonalData(ORG_B, ['Altrove']),
        (f) => f.length === 0,
      ),
    ).toEqual([]);

    // the next night, as the schedule runs them: the retry finishes it, the retention finds nobody left
    failing.delete(broken);
    const tomorrow = new Date(Date.now() + 24 * HOUR);
    // (the earlier test's recent job, stalled by then, is resumed with it)
    const retried = await resumeStalledErasures({ orgId: ORG_A, now: tomorrow });
    expect(retried.failed).toEqual({});
    expect(retried.resumed[ORG_A]).toContain(broken);
    expect(await runRetention({ today: '2026-12-04' })).toEqual({ erased: {}, failed: {} });
    expect(await job(broken)).toMatchObject({ status: 'DONE', attempts: 2, subject: null });
    expect(
      await eventually(
        () => findPersonalData(ORG_A, ['Guasto', 'Seconda', 'Terzi']),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
    expect(await erasedAudits(broken)).toHaveLength(1);
  });
});
