// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  memberPath,
  orgCol,
  registerDrainKickPath,
  registerDrainLeasePath,
  registerHeadPath,
  registerMemberPath,
} from '@tessera/domain/paths';
import type { RegisterEntry } from '@tessera/domain/register/entry';
import { verifyStoredRegister } from '../../functions/src/register/registerStore';
import { runSchedule } from '../../scripts/lib/schedules.mjs';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { addMember, buildWorld, ORG_A, ORG_B, storedMember, updateMember, type World } from '../support/world';
import { csvRow, HEADER, upAndWait } from '../uploads/support';
import { prepareCreatedInBulk, type CreatedMember } from '../../functions/src/memberReactions/registry';
// the member reactions, registered by the functions' wiring (the register's among them)
import '../../functions/src/wiring';

// The register of members under a burst: hundreds of members and fees written at the same moment, as a bulk upload
// writes them. Their triggers only queue them; the one drainer appends them, many per transaction, so none is lost
// however many come at once.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
  const opened = await api<Record<string, unknown>>('POST', '/v1/register/open', { token: world.tokens.orgAdmin });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
});

const entries = async () =>
  (await db.collection(orgCol(ORG_A, 'registerEntries')).orderBy('seq').get()).docs.map((d) => d.data() as RegisterEntry);
const entriesOf = async (memberId: string) => (await entries()).filter((e) => e.memberId === memberId);
const headSeq = async () => ((await db.doc(registerHeadPath(ORG_A)).get()).get('seq') as number | undefined) ?? 0;
const queueSize = async () => (await db.collection(orgCol(ORG_A, 'registerQueue')).count().get()).data().count;
const leaseHeld = async () => (await db.doc(registerDrainLeasePath(ORG_A)).get()).exists;

/** Everything queued has been appended and the drainer gave its lease back. */
async function drained(): Promise<void> {
  expect(
    await eventually(
      async () => ({ queued: await queueSize(), lease: await leaseHeld() }),
      (s) => s.queued === 0 && !s.lease,
      120_000,
      500,
    ),
  ).toEqual({ queued: 0, lease: false });
}

const BURST = 300;
const WITH_FEE = 100;
const burstId = (i: number) => `burst-${String(i).padStart(3, '0')}`;

describe('a burst of members and fees', () => {
  it('admits every member and records every fee exactly once, in a chain that verifies', { timeout: 600_000 }, async () => {
    const before = await headSeq();
    const started = Date.now();
    // 300 new active members written at once, a third of them with their fee paid in the same write, as an upload's
    // chunks land: every member and payment trigger runs at the same moment
    await Promise.all(
      Array.from({ length: BURST / 50 }, async (_, b) => {
        const batch = db.batch();
        for (let i = b * 50; i < (b + 1) * 50; i++) {
          const id = burstId(i);
          batch.set(
            db.doc(memberPath(ORG_A, id)),
            storedMember({ name: `Socio${i}`, surname: 'Massivo', accountStatus: 'ACTIVE', registeredAt: Timestamp.now() }),
          );
          if (i < WITH_FEE)
            batch.set(db.doc(`${orgCol(ORG_A, 'payments')}/fee-${id}`), {
              memberId: id,
              payYear: 2026,
              cardPayment: true,
              refunded: false,
              status: 'PROCESSED',
              amount: 3000,
            });
        }
        await batch.commit();
      }),
    );
    const expected = before + BURST + WITH_FEE;
    const reached = await eventually(headSeq, (seq) => seq >= expected, 540_000, 2_000);
    const tookMs = Date.now() - started;
    console.info(`register burst: ${BURST} members and ${WITH_FEE} fees appended in ${(tookMs / 1000).toFixed(1)} s`);
    expect(reached).toBe(expected);
    await drained();

    const all = await entries();
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    for (let i = 0; i < BURST; i++) {
      const mine = all.filter((e) => e.memberId === burstId(i));
      expect(
        mine.map((e) => e.kind),
        burstId(i),
      ).toEqual(i < WITH_FEE ? expect.arrayContaining(['admission', 'fee']) : ['admission']);
      expect(mine, burstId(i)).toHaveLength(i < WITH_FEE ? 2 : 1);
    }
    expect(all.filter((e) => e.kind === 'fee')).toHaveLength(WITH_FEE);
    expect(all.find((e) => e.memberId === burstId(0) && e.kind === 'fee')).toMatchObject({ surname: 'Massivo', feeCents: 3000 });
    // the entries' times follow their numbers (written at append, +1 ms within a transaction)
    const times = all.map((e) => Date.parse(e.writtenAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(await verifyStoredRegister(db, ORG_A)).toMatchObject({ ok: true, count: expected, headSeq: expected });
    const verdict = await api<Record<string, unknown>>('GET', '/v1/register/verify', { token: world.tokens.orgAdmin });
    expect(verdict.body).toMatchObject({ ok: true, count: expected });
  });

  it('a member written twice at once is admitted once', async () => {
    const id = await addMember(ORG_A, { name: 'Doppia', surname: 'Scrittura', accountStatus: 'ACTIVE' });
    // a second write the register's reaction follows, before the first one's has run
    await updateMember(ORG_A, id, { cancellationRequested: false });
    expect(
      (
        await eventually(
          () => entriesOf(id),
          (es) => es.length > 0,
        )
      ).map((e) => e.kind),
    ).toEqual(['admission']);
    await drained();
    expect((await entriesOf(id)).map((e) => e.kind)).toEqual(['admission']);
  });

  it('a member suspended right after their admission is admitted, then leaves, in that order', async () => {
    const id = await addMember(ORG_A, { name: 'Breve', surname: 'Permanenza', accountStatus: 'ACTIVE' });
    await eventually(
      async () => (await db.doc(registerMemberPath(ORG_A, id)).get()).get('standing') as string | undefined,
      (s) => s === 'in',
    );
    await updateMember(ORG_A, id, { accountStatus: 'SUSPENDED' });
    const mine = await eventually(
      () => entriesOf(id),
      (es) => es.length === 2,
    );
    expect(mine.map((e) => [e.kind, e.departureCause])).toEqual([
      ['admission', null],
      ['departure', 'exclusion'],
    ]);
    expect(mine[0]!.seq).toBeLessThan(mine[1]!.seq);
    expect((await db.doc(registerMemberPath(ORG_A, id)).get()).data()).toEqual({
      standing: 'out',
      seq: mine[1]!.seq,
      admissionSeq: mine[0]!.seq,
    });
    await drained();
    expect((await verifyStoredRegister(db, ORG_A)).ok).toBe(true);
  });

  it("an upload's chunk queues its new members for the register itself, with one kick; before the register is started, nothing", async () => {
    const created: CreatedMember[] = ['chunk-1', 'chunk-2'].map((memberId) => ({
      memberId,
      after: storedMember({ accountStatus: 'ACTIVE' }),
    }));
    const written = async (orgId: string) => {
      const paths: string[] = [];
      (await prepareCreatedInBulk(orgId, created))({ set: (ref) => void paths.push(ref.path) });
      return paths.filter((p) => p.includes('/registerQueue/') || p.includes('/registerDrain/'));
    };
    expect(await written(ORG_A)).toEqual([
      `${orgCol(ORG_A, 'registerQueue')}/member-chunk-1`,
      `${orgCol(ORG_A, 'registerQueue')}/member-chunk-2`,
      registerDrainKickPath(ORG_A),
    ]);
    expect((await db.doc(registerHeadPath(ORG_B)).get()).exists).toBe(false);
    expect(await written(ORG_B)).toEqual([]);
  });

  it('members uploaded through the API are each admitted once, and the chain verifies', async () => {
    await drained();
    const { job, rows } = await upAndWait(
      world.tokens.orgAdmin,
      'UPSERT',
      'soci.csv',
      [HEADER, ...[0, 1, 2].map((i) => csvRow(700 + i))].join('\n'),
    );
    expect(job).toMatchObject({ state: 'DONE', applied: 3 });
    const ids = rows.map((r) => r.memberId!);
    for (const id of ids)
      expect(
        (
          await eventually(
            () => entriesOf(id),
            (es) => es.length > 0,
          )
        ).map((e) => e.kind),
        id,
      ).toEqual(['admission']);
    await drained();
    for (const id of ids) expect((await entriesOf(id)).map((e) => e.kind)).toEqual(['admission']);
    expect((await verifyStoredRegister(db, ORG_A)).ok).toBe(true);
  });

  it('what a crashed drainer left queued is appended by the scheduled sweep once its lease lapses', async () => {
    await drained();
    // a drainer that took the lease and died: the queue's trigger finds it held and leaves the item
    const expiresAt = Date.now() + 4_000;
    await db.doc(registerDrainLeasePath(ORG_A)).set({ holder: 'crashed', expiresAt: Timestamp.fromMillis(expiresAt) });
    await updateMember(ORG_A, 'm1', { accountStatus: 'SUSPENDED' });
    expect(await eventually(queueSize, (n) => n === 1)).toBe(1);
    await eventually(
      async () => Date.now(),
      (now) => now > expiresAt,
    );
    expect(await queueSize()).toBe(1);
    expect((await entriesOf('m1')).map((e) => e.kind)).toEqual(['opening']);
    await runSchedule('drainRegisterSchedule');
    expect((await entriesOf('m1')).map((e) => e.kind)).toEqual(['opening', 'departure']);
    expect({ queued: await queueSize(), lease: await leaseHeld() }).toEqual({ queued: 0, lease: false });
    expect((await verifyStoredRegister(db, ORG_A)).ok).toBe(true);
  });
});
