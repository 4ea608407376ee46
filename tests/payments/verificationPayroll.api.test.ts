import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';

// The automatic payroll charge in the yearly verification: a member whose fee is deducted from their pay is neither
// made inactive nor reminded (nor has the year taken off their card); the others are verified as always.
type Answer = Record<string, unknown> & { id?: string; err?: string };
let world: World;
const YEAR = new Date().getUTCFullYear() - 1;
const endOfYear = Timestamp.fromDate(new Date(`${YEAR}-12-31T00:00:00Z`));

const member = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).data()!;
const remindedMembers = async () =>
  (await db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'feeReminder').get()).docs
    .map((d) => String(d.get('memberId')))
    .sort();

beforeAll(async () => {
  world = await buildWorld();
  // nobody paid the year. m1: active, charged through payroll, its card running to the year's end; m2: active, no
  // payroll charge; m3: already inactive, charged through payroll
  await updateMember(ORG_A, 'm1', { payrollCharge: true, cardStatus: 'ACTIVE', cardValidUntil: endOfYear });
  await updateMember(ORG_A, 'm3', { payrollCharge: true, accountStatus: 'INACTIVE' });
});

describe('the yearly verification and the automatic payroll charge', () => {
  it('the job leaves payroll-charged members active and unreminded; the others become inactive and are reminded', async () => {
    const started = await api<Answer>('POST', '/v1/payments/verify-payments-all', {
      token: world.tokens.orgAdmin,
      body: { year: YEAR, sendMail: true },
    });
    expect(started.status).toBe(200);
    const done = await eventually(
      async () => (await db.doc(`${orgCol(ORG_A, 'verifications')}/${started.body.id!}`).get()).data(),
      (d) => d?.state === 'DONE',
    );
    expect(done).toMatchObject({ processed: 3, changed: 1, reminded: 1 });
    expect((await member('m2')).accountStatus).toBe('INACTIVE');
    expect(await remindedMembers()).toEqual(['m2']);
    const m1 = await member('m1');
    expect([m1.accountStatus, m1.cardStatus, (m1.cardValidUntil as Timestamp).toMillis()]).toEqual([
      'ACTIVE',
      'ACTIVE',
      endOfYear.toMillis(),
    ]);
    expect((await member('m3')).accountStatus).toBe('INACTIVE');
  });

  it('the check of one member says why it keeps them; with the switch off the same member is verified as unpaid', async () => {
    const verify = () =>
      api<Answer>('POST', '/v1/payments/verify-payments', {
        token: world.tokens.orgAdmin,
        body: { memberId: 'm1', year: YEAR, sendMail: true },
      });
    expect((await verify()).body).toEqual({
      memberId: 'm1',
      paid: false,
      before: 'ACTIVE',
      after: 'ACTIVE',
      reason: 'payroll',
      reminded: false,
    });
    const off = await api<Answer>('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm1' },
      body: { payrollCharge: false },
    });
    expect(off.status).toBe(200);
    expect((await verify()).body).toEqual({
      memberId: 'm1',
      paid: false,
      before: 'ACTIVE',
      after: 'INACTIVE',
      reason: 'unpaid',
      reminded: true,
    });
    expect(await remindedMembers()).toEqual(['m1', 'm2']);
  });
});
