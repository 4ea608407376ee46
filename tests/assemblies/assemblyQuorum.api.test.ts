import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@tessera/domain/assemblies/entitlement';
import { orgCol, registerMemberPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { addMember, buildWorld, ORG_A, type World } from '../support/world';
import { dayOf, enrol, inDays, leave, moveCalls, voter, type Voter } from './assemblyWorld';

// What the main assemblies' test leaves out: the opening on the second call with its quorum, the extraordinary
// assembly's quorums, the larger proxy limit from the statute's size exactly (499 members against 500), a proxy given
// once the assembly is open, and the register judged as it stood on the assembly's day rather than today.
type Failure = { err?: string; missing?: number };
type RollLine = { memberId: string; entitled: boolean; reason: string | null; eligibleFrom: string | null };
let world: World;
const post = <T = Record<string, unknown>>(path: string, body: unknown, token = world.tokens.orgAdmin) =>
  api<T & Failure>('POST', `/v1/assemblies/${path}`, { token, body });

const year = Number(dayOf(new Date().toISOString()).slice(0, 4));
const feeYears = [year - 1, year, year + 1];
const agenda = [{ title: 'Bilancio consuntivo', description: '', vote: true, secret: false, majority: 'SIMPLE' }];

/** A new assembly of `kind`, convened (its calls in ten and eleven days, so the notice is kept). */
async function convened(kind: 'ORDINARY' | 'EXTRAORDINARY', title: string): Promise<string> {
  const created = await post<{ id: string }>('create', {
    kind,
    title,
    firstCall: inDays(10),
    secondCall: inDays(11),
    place: 'Sede sociale',
    online: false,
    agenda,
  });
  expect(created.status).toBe(200);
  expect((await post('convene', { assemblyId: created.body.id })).status).toBe(200);
  return created.body.id;
}

/** Enrolled members with a name only (checked in by the back office, never signing in). */
async function members(keys: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const key of keys) {
    const memberId = await addMember(ORG_A, { name: key, surname: 'Quorum', group: 'g1' });
    await enrol(ORG_A, memberId, '2020-01-15', { feeYears });
    ids.push(memberId);
  }
  return ids;
}

/** The ISO day after `day`. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const checkIn = (assemblyId: string, memberId: string) => post('check-in', { assemblyId, memberId });

beforeAll(async () => {
  world = await buildWorld();
}, 300_000);

describe('the quorum', () => {
  let ordinary: string[] = [];

  it('of an ordinary assembly on the second call is the statute’s second (any number by default)', async () => {
    ordinary = await members(['a1', 'a2', 'a3', 'a4']);
    const id = await convened('ORDINARY', 'Ordinaria in seconda');
    await checkIn(id, ordinary[0]!);
    // past the first call, before the second: the first call's half of the four entitled is wanted
    await moveCalls(ORG_A, id, inDays(-0.1), inDays(0.5));
    const short = await post('open', { assemblyId: id });
    expect([short.body.err, short.body.missing]).toEqual(['QUORUM_NOT_REACHED', 1]);
    // the second call's time come: one is enough
    await moveCalls(ORG_A, id, inDays(-1.1), inDays(-0.05));
    const opened = await post('open', { assemblyId: id });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ call: 'SECOND', entitled: 4, needed: 1 });
    const stored = (await db.doc(`${orgCol(ORG_A, 'assemblies')}/${id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'OPEN', openedOn: 'SECOND', entitledAtOpening: 4 });
  });

  it('of an extraordinary assembly is three quarters on the first call and half on the second', async () => {
    const id = await convened('EXTRAORDINARY', 'Straordinaria');
    await moveCalls(ORG_A, id, inDays(-0.1), inDays(0.5));
    for (const m of ordinary.slice(0, 2)) expect((await checkIn(id, m)).status).toBe(200);
    // four entitled: three wanted on the first call, where an ordinary one would want two
    const first = await post('open', { assemblyId: id });
    expect([first.body.err, first.body.missing]).toEqual(['QUORUM_NOT_REACHED', 1]);
    await post('check-out', { assemblyId: id, memberId: ordinary[1]! });
    await moveCalls(ORG_A, id, inDays(-1.1), inDays(-0.05));
    // on the second call half of four, two: one present is short of it
    const second = await post('open', { assemblyId: id });
    expect([second.body.err, second.body.missing]).toEqual(['QUORUM_NOT_REACHED', 1]);
    await checkIn(id, ordinary[1]!);
    expect((await post('open', { assemblyId: id })).body).toEqual({ call: 'SECOND', entitled: 4, needed: 2 });
  });
});

describe('proxies', () => {
  let holder: Voter;
  const givers: Voter[] = [];
  let id = '';

  /** Members the register counts as in, beyond the test's own: they make the association's size. */
  async function padRegisterTo(total: number) {
    const counted = (await db.collection(orgCol(ORG_A, 'registerMembers')).where('standing', '==', 'in').count().get()).data().count;
    const batch = db.batch();
    for (let k = counted; k < total; k++)
      batch.set(db.doc(registerMemberPath(ORG_A, `filler-${k}`)), { standing: 'in', seq: 0, admissionSeq: null });
    await batch.commit();
    const after = (await db.collection(orgCol(ORG_A, 'registerMembers')).where('standing', '==', 'in').count().get()).data().count;
    expect(after).toBe(total);
  }
  const appoint = (giver: Voter) => post('proxy', { assemblyId: id, holderId: holder.memberId }, giver.token);

  beforeAll(async () => {
    holder = await voter(ORG_A, 'holder');
    for (let k = 0; k < 6; k++) givers.push(await voter(ORG_A, `giver${k}`));
    for (const x of [holder, ...givers]) await enrol(ORG_A, x.memberId, '2020-01-15', { feeYears });
    id = await convened('ORDINARY', 'Deleghe');
  }, 300_000);

  it('are three per holder in an association of 499 members', async () => {
    await padRegisterTo(499);
    for (const g of givers.slice(0, 3)) expect((await appoint(g)).status).toBe(200);
    expect((await appoint(givers[3]!)).body.err).toBe('PROXY_LIMIT_REACHED');
  });

  it('are five per holder from 500 members', async () => {
    await padRegisterTo(500);
    expect((await appoint(givers[3]!)).status).toBe(200);
    expect((await appoint(givers[4]!)).status).toBe(200);
    expect((await appoint(givers[5]!)).body.err).toBe('PROXY_LIMIT_REACHED');
  });

  it('are no longer given once the assembly is open', async () => {
    await moveCalls(ORG_A, id, inDays(-0.1), inDays(1));
    expect((await checkIn(id, holder.memberId)).status).toBe(200);
    // eleven entitled (the padding is no member): the holder and the five they represent make the six wanted
    expect((await post('open', { assemblyId: id })).body).toEqual({ call: 'FIRST', entitled: 11, needed: 6 });
    const other = (await members(['late']))[0]!;
    expect((await post('proxy', { assemblyId: id, holderId: other }, givers[5]!.token)).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await post('proxy-revoke', { assemblyId: id }, givers[0]!.token)).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
  });
});

describe('the register on the assembly’s day', () => {
  const rollOf = async (assemblyId: string) => {
    const res = await post<{ members: RollLine[] }>('roll', { assemblyId });
    expect(res.status).toBe(200);
    return (memberId: string) => res.body.members.find((l) => l.memberId === memberId);
  };

  it('counts seniority to the assembly’s day, and leaves out a member who left after the convocation', async () => {
    const id = await convened('ORDINARY', 'Anzianità');
    const firstCall = (await db.doc(`${orgCol(ORG_A, 'assemblies')}/${id}`).get()).get('firstCall') as string;
    const day = dayOf(firstCall);
    // three months reached on the assembly's day, not today
    const senior = await voter(ORG_A, 'senior');
    await enrol(ORG_A, senior.memberId, addMonths(day, -3), { feeYears });
    const notYet = await voter(ORG_A, 'notyet');
    await enrol(ORG_A, notYet.memberId, dayAfter(addMonths(day, -3)), { feeYears });
    // in the register when convened, gone before the assembly
    const [leaver, holder] = await members(['leaver', 'keeper']);
    await leave(ORG_A, leaver!, dayOf(inDays(0)));
    const line = await rollOf(id);
    expect(line(senior.memberId)).toMatchObject({ entitled: true, reason: null });
    expect(line(notYet.memberId)).toMatchObject({ entitled: false, reason: 'TOO_RECENT' });
    expect(line(leaver!)).toMatchObject({ entitled: false, reason: 'LEFT' });
    // the member judged entitled on the day gives a proxy today; the one gone may not be checked in
    expect((await post('proxy', { assemblyId: id, holderId: holder! }, senior.token)).status).toBe(200);
    expect((await checkIn(id, leaver!)).body.err).toBe('NOT_ENTITLED');
  });

  it('asked after the assembly, counts who was in on its day: not who left since, not who came since', async () => {
    const id = await convened('ORDINARY', 'Tenuta cinque giorni fa');
    const [stayed, leftSince, leftBefore] = await members(['stayed', 'leftsince', 'leftbefore']);
    // held five days ago (the calls moved as the clock would have)
    await moveCalls(ORG_A, id, inDays(-5), inDays(-4));
    await leave(ORG_A, leftSince!, dayOf(inDays(-2)));
    await leave(ORG_A, leftBefore!, dayOf(inDays(-6)));
    const cameSince = await addMember(ORG_A, { name: 'camesince', surname: 'Quorum', group: 'g1' });
    await enrol(ORG_A, cameSince, dayOf(inDays(-1)), { feeYears });
    const line = await rollOf(id);
    expect(line(stayed!)).toMatchObject({ entitled: true });
    expect(line(leftSince!)).toMatchObject({ entitled: true, reason: null });
    expect(line(leftBefore!)).toMatchObject({ entitled: false, reason: 'LEFT' });
    expect(line(cameSince)).toMatchObject({ entitled: false, reason: 'NOT_IN_REGISTER' });
  });
});
