import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { VERIFICATION_PAGE } from '@tessera/domain/payments/verification';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, updateMember, type PrincipalName, type World } from '../support/world';

// The yearly verification: POST /v1/payments/verify-payments-all runs a job over the organization's
// members (the trigger's steps on the emulator), POST /v1/payments/verify-payments checks one member; both by the
// domain's feeVerdict, safe to run twice.
type Answer = Record<string, unknown> & { id?: string; err?: string; issues?: { path: string; message: string }[] };
let world: World;
const YEAR = new Date().getUTCFullYear() - 1;

const verifyAll = (who: PrincipalName, body: unknown) =>
  api<Answer>('POST', '/v1/payments/verify-payments-all', { token: world.tokens[who], body });
const verifyOne = (who: PrincipalName, body: unknown) =>
  api<Answer>('POST', '/v1/payments/verify-payments', { token: world.tokens[who], body });
const job = (id: string) => db.doc(`${orgCol(ORG_A, 'verifications')}/${id}`);
const member = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).data()!;
const reminders = async () =>
  (await db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'feeReminder').get()).docs.map((d) => d.data());

async function fee(memberId: string): Promise<string> {
  const res = await api<Answer>('POST', '/v1/payments/one', {
    token: world.tokens.orgAdmin,
    body: {
      memberId,
      payDate: `${YEAR}-02-01`,
      payYear: YEAR,
      amount: 3000,
      mode: 'CONTANTI',
      object: `Quota ${YEAR}`,
      membershipFee: true,
    },
  });
  expect(res.status).toBe(200);
  return res.body.id!;
}

/** Runs the whole job and answers its final document. */
async function runToEnd(body: unknown) {
  const started = await verifyAll('orgAdmin', body);
  expect(started.status).toBe(200);
  const done = await eventually(
    async () => (await job(started.body.id!).get()).data(),
    (d) => d?.state === 'DONE',
  );
  expect(done?.state).toBe('DONE');
  return { id: started.body.id!, ...done! };
}

beforeAll(async () => {
  world = await buildWorld();
  // m1 paid; m2's fee was refunded (so not paid); m3 paid but asked to cancel
  await fee('m1');
  const refunded = await fee('m2');
  expect((await api('GET', '/v1/payments/refund-payment', { token: world.tokens.orgAdmin, headers: { payment: refunded } })).status).toBe(
    200,
  );
  await fee('m3');
  await updateMember(ORG_A, 'm3', { cancellationRequested: true });
});

describe('POST /v1/payments/verify-payments-all', () => {
  it('inactivates who did not pay (reminded once) and who asked to cancel, reports each change; a second run changes nothing', async () => {
    const first = await runToEnd({ year: YEAR, sendMail: true });
    expect(first).toMatchObject({ year: YEAR, total: 3, processed: 3, changed: 2, reminded: 1, by: 'admin-a@test.it' });
    expect([(await member('m1')).accountStatus, (await member('m2')).accountStatus, (await member('m3')).accountStatus]).toEqual([
      'ACTIVE',
      'INACTIVE',
      'INACTIVE',
    ]);
    const report = (await job(first.id).collection('report').get()).docs.map((d) => d.data());
    expect(report.sort((a, b) => String(a.memberId).localeCompare(String(b.memberId)))).toMatchObject([
      { memberId: 'm2', holder: 'Bianchi Anna', paid: false, before: 'ACTIVE', after: 'INACTIVE', reason: 'unpaid', reminded: true },
      { memberId: 'm3', holder: 'Verdi Luca', paid: true, before: 'ACTIVE', after: 'INACTIVE', reason: 'cancellation', reminded: false },
    ]);
    expect((await reminders()).map((m) => m.to)).toEqual(['two@test.it']);
    // the member list's status sort key follows the new status
    expect((await member('m2')).sortKeys.accountStatus).toBe('INACTIVE');

    const second = await runToEnd({ year: YEAR, sendMail: true });
    expect(second).toMatchObject({ processed: 3, changed: 0, reminded: 0 });
    expect(second.id).not.toBe(first.id);
    expect(await reminders()).toHaveLength(1);
  });

  it('only organization-wide roles start it; a year not begun and bad bodies are refused, starting nothing', async () => {
    for (const who of ['groupAdmin', 'staff', 'member'] as const) expect((await verifyAll(who, { year: YEAR })).status, who).toBe(403);
    const future = await verifyAll('orgAdmin', { year: YEAR + 5 });
    expect([future.status, future.body.issues?.[0]]).toEqual([400, { path: 'body.year', message: 'validation.futureYear' }]);
    expect((await verifyAll('orgAdmin', { year: 'last' })).status).toBe(400);
    const jobs = await db.collection(orgCol(ORG_A, 'verifications')).where('state', '==', 'RUNNING').get();
    expect(jobs.size).toBe(0);
  });

  it('two starts at once never run two jobs together: the second answers the first, or starts once the first is done', async () => {
    const [a, b] = await Promise.all([verifyAll('orgAdmin', { year: YEAR }), verifyAll('management', { year: YEAR })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const ids = [...new Set([a.body.id!, b.body.id!])];
    const jobs = await Promise.all(
      ids.map((id) =>
        eventually(
          async () => (await job(id).get()).data(),
          (d) => d?.state === 'DONE',
        ),
      ),
    );
    if (jobs.length === 2) {
      // a small organization is verified in one step: the first may be over before the second start reads it
      const [x, y] = jobs.sort((p, q) => p!.createdAt.toMillis() - q!.createdAt.toMillis());
      expect(x!.finishedAt.toMillis()).toBeLessThanOrEqual(y!.createdAt.toMillis());
    }
  });
});

describe('POST /v1/payments/verify-payments', () => {
  it('checks one member at once by the same rule; a group admin only within its groups', async () => {
    await updateMember(ORG_A, 'm1', { accountStatus: 'ACTIVE' });
    const paid = await verifyOne('groupAdmin', { memberId: 'm1', year: YEAR });
    expect(paid.body).toEqual({ memberId: 'm1', paid: true, before: 'ACTIVE', after: 'ACTIVE', reason: null, reminded: false });
    const earlier = await verifyOne('orgAdmin', { memberId: 'm1', year: YEAR - 1, sendMail: true });
    expect(earlier.body).toEqual({ memberId: 'm1', paid: false, before: 'ACTIVE', after: 'INACTIVE', reason: 'unpaid', reminded: true });
    expect((await member('m1')).accountStatus).toBe('INACTIVE');
    expect((await verifyOne('groupAdmin', { memberId: 'm3', year: YEAR })).body.err).toBe('NO_USER_ALLOWED');
    expect((await verifyOne('orgAdmin', { memberId: 'nobody', year: YEAR })).body.err).toBe('USER_NOT_FOUND');
  });
});

describe('the card follows the year verified, by the rule a refund applies', () => {
  it('a year not paid is taken off a card that ran into it: it ends the year before, INACTIVE past the grace period', async () => {
    // m2's fee of the year was refunded; say an administrator put the card back to the end of that year since
    await updateMember(ORG_A, 'm2', { cardStatus: 'ACTIVE', cardValidUntil: Timestamp.fromDate(new Date(`${YEAR}-12-31T00:00:00Z`)) });
    const res = await verifyOne('orgAdmin', { memberId: 'm2', year: YEAR });
    expect(res.body).toMatchObject({ memberId: 'm2', paid: false });
    const m2 = await member('m2');
    expect([m2.cardStatus, (m2.cardValidUntil as Timestamp).toDate().toISOString().slice(0, 10)]).toEqual([
      'INACTIVE',
      `${YEAR - 1}-12-31`,
    ]);
    const card = (await db.doc(`${orgCol(ORG_A, 'cards')}/${m2.cardNumber}`).get()).data()!;
    expect(card.status).toBe('INACTIVE');
    // m1 paid the year: its card is left as it is
    const m1Before = await member('m1');
    await verifyOne('orgAdmin', { memberId: 'm1', year: YEAR });
    expect([(await member('m1')).cardStatus, (await member('m1')).cardValidUntil]).toEqual([m1Before.cardStatus, m1Before.cardValidUntil]);
  });
});

describe('a verification over several steps', () => {
  it('pages through every member (VERIFICATION_PAGE at a time), each verified once', async () => {
    // past one page with the world's members: two steps at least, the second starting from the first's cursor (every
    // member written fires the counters' trigger, so no more than that)
    const extra = Array.from({ length: VERIFICATION_PAGE + 30 }, (_, i) => `x${String(i).padStart(4, '0')}`);
    const batch = db.batch();
    for (const id of extra) {
      const m = { name: 'N', surname: `S${id}`, group: 'g1', accountStatus: 'ACTIVE' };
      batch.set(db.doc(memberPath(ORG_A, id)), { ...m, ...memberListFieldsOf(m) });
    }
    await batch.commit();
    const total = (await db.collection(orgCol(ORG_A, 'members')).count().get()).data().count;
    const done = await runToEnd({ year: YEAR });
    expect(done).toMatchObject({ total, processed: total, changed: extra.length, reminded: 0 });
    const report = await job(done.id).collection('report').get();
    expect(report.docs.map((d) => d.id).sort()).toEqual(extra);
    const still = await db
      .collection(orgCol(ORG_A, 'members'))
      .where('group', '==', 'g1')
      .where('accountStatus', '==', 'ACTIVE')
      .count()
      .get();
    expect(still.data().count).toBe(0);
  });
});
