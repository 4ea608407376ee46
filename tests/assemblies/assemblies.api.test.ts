import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATUTE_RULES } from '@tessera/domain/assemblies/rules';
import { addMonths } from '@tessera/domain/assemblies/entitlement';
import { assemblyPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';
import { dayOf, docsUnder, enrol, inDays, moveCalls, voter, type Voter } from './assemblyWorld';
import { paperScan } from './paperScan';

// Members' assemblies through the API: the statute's rules, drafts and convening, who is entitled and why not, proxies
// (the holder's limit under a burst), attendance and the quorum, votes (open, secret, changed, sent twice at once).
type Failure = { err?: string; issues?: { path: string; message: string }[]; missing?: number };
type Counts = { present: number; represented: number };
type Result = { yes: number; no: number; abstain: number; passed: boolean; how: string };
let world: World;
const admin = () => world.tokens.orgAdmin;
const post = <T = Record<string, unknown>>(path: string, body: unknown, token = admin()) =>
  api<T & Failure>('POST', `/v1/assemblies/${path}`, { token, body });

const agenda = [
  { title: 'Bilancio consuntivo 2025', description: '', vote: true, secret: false, majority: 'SIMPLE' },
  { title: 'Elezione del consiglio direttivo', description: '', vote: true, secret: true, majority: 'SIMPLE' },
  { title: 'Quota associativa 2027', description: '', vote: true, secret: false, majority: 'ABSOLUTE' },
  { title: 'Varie ed eventuali', description: '', vote: false, secret: false, majority: 'SIMPLE' },
  { title: 'Regolamento interno', description: '', vote: true, secret: true, majority: 'SIMPLE' },
];
const draft = (firstCall: string, secondCall: string) => ({
  kind: 'ORDINARY',
  title: 'Assemblea ordinaria',
  firstCall,
  secondCall,
  place: 'Sede sociale, via Roma 1',
  online: true,
  agenda,
});

let id = '';
/** entitled voters: v[0] holds proxies, v[1..] give them */
const v: Voter[] = [];
let recent: Voter;
let gone: Voter;
let unpaid: Voter;
let stranger: Voter;
let foreignMember: Voter;
const year = Number(dayOf(new Date().toISOString()).slice(0, 4));
const feeYears = [year, year + 1];

beforeAll(async () => {
  world = await buildWorld();
  for (let i = 0; i < 13; i++) v.push(await voter(ORG_A, `v${i}`));
  [recent, gone, unpaid, stranger] = [
    await voter(ORG_A, 'recent'),
    await voter(ORG_A, 'gone'),
    await voter(ORG_A, 'unpaid'),
    await voter(ORG_A, 'stranger'),
  ];
  foreignMember = await voter(ORG_B, 'foreign');
  for (const x of v) await enrol(ORG_A, x.memberId, '2020-01-15', { feeYears });
  await enrol(ORG_A, recent.memberId, dayOf(inDays(0)), { feeYears });
  await enrol(ORG_A, gone.memberId, '2019-05-01', { standing: 'out', feeYears });
  await enrol(ORG_A, unpaid.memberId, '2021-02-01', { feeYears: [year - 1] });
}, 300_000);

describe('statute rules', () => {
  it('are the law’s until set; the managing roles set them, staff reads them, members neither', async () => {
    const got = await api<Failure>('GET', '/v1/assemblies/rules', { token: world.tokens.staff });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(DEFAULT_STATUTE_RULES);
    expect((await api<Failure>('GET', '/v1/assemblies/rules', { token: world.tokens.member })).status).toBe(403);
    expect((await post('rules', DEFAULT_STATUTE_RULES, world.tokens.staff)).status).toBe(403);
    const rules = { ...DEFAULT_STATUTE_RULES, remoteAttendance: true, electronicVoting: false };
    expect((await post('rules', rules)).body).toEqual(rules);
    expect((await api('GET', '/v1/assemblies/rules', { token: world.tokens.management })).body).toEqual(rules);
    expect((await post('rules', { ...rules, noticeDays: -1 })).body.issues).toEqual([
      { path: 'body.noticeDays', message: expect.any(String) },
    ]);
  });
});

describe('an assembly from draft to convened', () => {
  it('refuses a second call before the first and an agenda item secret but not voted on', async () => {
    const bad = await post('create', {
      ...draft(inDays(10), inDays(9)),
      agenda: [{ title: 'Saluti', description: '', vote: false, secret: true, majority: 'SIMPLE' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.err).toBe('INVALID_REQUEST');
    expect(bad.body.issues).toEqual([
      { path: 'body.secondCall', message: 'validation.endBeforeStart' },
      { path: 'body.agenda.0.secret', message: 'validation.notAllowed' },
    ]);
  });

  it('is written in DRAFT, changed while a draft, convened only with the statute’s notice, then fixed', async () => {
    const created = await post<{ id: string }>('create', draft(inDays(3), inDays(4)));
    expect(created.status).toBe(200);
    id = created.body.id;
    const stored = (await db.doc(assemblyPath(ORG_A, id)).get()).data()!;
    expect(stored).toMatchObject({ status: 'DRAFT', present: 0, represented: 0 });
    expect(stored.agenda.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      ['1', 'PENDING'],
      ['2', 'PENDING'],
      ['3', 'PENDING'],
      ['4', 'PENDING'],
      ['5', 'PENDING'],
    ]);
    expect((await post('convene', { assemblyId: id })).body.err).toBe('ASSEMBLY_NOTICE_TOO_SHORT');
    expect((await post('update', { assemblyId: id, assembly: draft(inDays(10), inDays(11)) })).status).toBe(200);
    expect((await post('convene', { assemblyId: id }, world.tokens.staff)).status).toBe(403);
    expect((await post('convene', { assemblyId: id })).status).toBe(200);
    expect((await db.doc(assemblyPath(ORG_A, id)).get()).get('status')).toBe('CONVENED');
    expect((await post('update', { assemblyId: id, assembly: draft(inDays(12), inDays(13)) })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await post('convene', { assemblyId: id })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
  });
});

describe('the roll', () => {
  it('tells every member whether they vote, and why not: not in the register, left, too recent, fee unpaid', async () => {
    const roll = await post<{
      members: { memberId: string; entitled: boolean; reason: string | null; eligibleFrom: string | null }[];
      entitled: number;
    }>('roll', { assemblyId: id }, world.tokens.staff);
    expect(roll.status).toBe(200);
    const line = (m: string) => roll.body.members.find((l) => l.memberId === m);
    expect(line(v[0]!.memberId)).toMatchObject({ entitled: true, reason: null });
    expect(line(gone.memberId)).toMatchObject({ entitled: false, reason: 'LEFT' });
    expect(line(unpaid.memberId)).toMatchObject({ entitled: false, reason: 'FEE_UNPAID' });
    expect(line(stranger.memberId)).toMatchObject({ entitled: false, reason: 'NOT_IN_REGISTER' });
    expect(line('m1')).toMatchObject({ entitled: false, reason: 'NOT_IN_REGISTER' });
    expect(line(recent.memberId)).toMatchObject({ entitled: false, reason: 'TOO_RECENT', eligibleFrom: addMonths(dayOf(inDays(0)), 3) });
    expect(roll.body.entitled).toBe(13);
    expect(roll.body.members.some((l) => l.memberId === foreignMember.memberId)).toBe(false);
    // each line stored where the member reads their own, without the name
    const mine = await db.doc(`${assemblyPath(ORG_A, id)}/entitlements/${recent.memberId}`).get();
    expect(mine.data()).toEqual({
      memberId: recent.memberId,
      entitled: false,
      reason: 'TOO_RECENT',
      eligibleFrom: expect.any(String),
      exception: null,
    });
    expect((await post('roll', { assemblyId: id }, world.tokens.member)).status).toBe(403);
  });

  it('asked again, writes only the lines that changed (each opening of the back office asks for it)', async () => {
    const ask = async () => (await post<{ changed: number; entitled: number }>('roll', { assemblyId: id })).body;
    expect(await ask()).toMatchObject({ changed: 0, entitled: 13 });
    // a line put wrong behind the API is put right by the next roll, and only it is written
    const lineRef = db.doc(`${assemblyPath(ORG_A, id)}/entitlements/${recent.memberId}`);
    await lineRef.update({ entitled: true });
    expect(await ask()).toMatchObject({ changed: 1, entitled: 13 });
    expect((await lineRef.get()).get('entitled')).toBe(false);
    expect(await ask()).toMatchObject({ changed: 0 });
  });
});

describe('exceptions to the roll', () => {
  it('entitle a member the rules leave out, with the note and the reason waived, each one audited', async () => {
    const body = (granted: boolean) => ({
      assemblyId: id,
      memberId: unpaid.memberId,
      granted,
      note: 'Quota pagata con bonifico il 2 aprile',
    });
    expect((await post('exception', body(true), world.tokens.staff)).status).toBe(403);
    expect((await post('exception', { ...body(true), note: ' ' })).body.issues).toEqual([
      { path: 'body.note', message: expect.any(String) },
    ]);
    expect((await post('exception', body(true))).status).toBe(200);
    // the member's own line, where they read it, follows at once, before any new roll
    const line = async () => (await db.doc(`${assemblyPath(ORG_A, id)}/entitlements/${unpaid.memberId}`).get()).data();
    expect(await line()).toEqual({
      memberId: unpaid.memberId,
      entitled: true,
      reason: 'FEE_UNPAID',
      eligibleFrom: null,
      exception: 'Quota pagata con bonifico il 2 aprile',
    });
    const rollOf = async () =>
      (
        await post<{
          members: { memberId: string; entitled: boolean; reason: string | null; exception: string | null }[];
          entitled: number;
        }>('roll', { assemblyId: id })
      ).body;
    const granted = await rollOf();
    expect(granted.members.find((l) => l.memberId === unpaid.memberId)).toMatchObject({
      entitled: true,
      reason: 'FEE_UNPAID',
      exception: 'Quota pagata con bonifico il 2 aprile',
    });
    expect(granted.entitled).toBe(14);
    expect((await post('exception', body(false))).status).toBe(200);
    expect(await line()).toMatchObject({ entitled: false, reason: 'FEE_UNPAID', exception: null });
    const withdrawn = await rollOf();
    expect(withdrawn.members.find((l) => l.memberId === unpaid.memberId)).toMatchObject({
      entitled: false,
      reason: 'FEE_UNPAID',
      exception: null,
    });
    expect(withdrawn.entitled).toBe(13);
    const audit = await db.collection(orgCol(ORG_A, 'audit')).where('target', '==', unpaid.memberId).get();
    const records = audit.docs.map((d) => d.data()).sort((a, b) => (a.type < b.type ? -1 : 1));
    expect(records).toMatchObject([
      {
        type: 'assemblyExceptionGranted',
        by: { uid: world.uid('orgAdmin'), role: 'organization' },
        before: null,
        after: { assemblyId: id, name: 'Assemblea ordinaria', note: 'Quota pagata con bonifico il 2 aprile', waived: 'FEE_UNPAID' },
      },
      { type: 'assemblyExceptionWithdrawn', after: null, before: { waived: 'FEE_UNPAID' } },
    ]);
    expect((await post('exception', body(true), world.tokens.otherOrgAdmin)).body.issues).toEqual([
      { path: 'body.memberId', message: 'validation.notFound' },
    ]);
  });
});

describe('proxies', () => {
  const appoint = (giver: Voter, holder: Voter) => post('proxy', { assemblyId: id, holderId: holder.memberId }, giver.token);

  it('name their holder to the giver before they confirm: an entitled member only', async () => {
    const holderOf = (giver: Voter, holderId: string) => post<{ name: string }>('proxy-holder', { assemblyId: id, holderId }, giver.token);
    expect((await holderOf(v[1]!, v[0]!.memberId)).body).toEqual({ name: 'v0 Socio' });
    expect((await holderOf(v[1]!, v[1]!.memberId)).body.err).toBe('PROXY_REFUSED');
    expect((await holderOf(v[1]!, recent.memberId)).body.err).toBe('NOT_ENTITLED');
    expect((await holderOf(v[1]!, 'nessuno')).body.err).toBe('NOT_FOUND');
    // another organization's member is no member here
    expect((await holderOf(v[1]!, foreignMember.memberId)).body.err).toBe('NOT_FOUND');
    expect((await post('proxy-holder', { assemblyId: id, holderId: v[0]!.memberId }, admin())).status).toBe(403);
  });

  it('go only between entitled members, never to oneself', async () => {
    expect((await appoint(v[1]!, v[1]!)).body.err).toBe('PROXY_REFUSED');
    expect((await appoint(v[1]!, unpaid)).body.err).toBe('NOT_ENTITLED');
    expect((await appoint(recent, v[1]!)).body.err).toBe('NOT_ENTITLED');
    expect((await appoint(v[1]!, foreignMember)).body.err).toBe('NOT_ENTITLED');
    expect((await post('proxy', { assemblyId: id, holderId: v[0]!.memberId }, admin())).status).toBe(403);
  });

  it('stop at the statute’s limit however many are given at once: of ten, exactly three stand', async () => {
    const givers = v.slice(1, 11);
    const answers = await Promise.all(givers.map((g) => appoint(g, v[0]!)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.body.err === 'PROXY_LIMIT_REACHED')).toHaveLength(7);
    const holder = (await docsUnder(ORG_A, id, 'holders')).find((d) => d.id === v[0]!.memberId)!;
    expect(holder.get('count')).toBe(3);
    const standing = (await docsUnder(ORG_A, id, 'proxies')).filter((d) => d.get('holder') === v[0]!.memberId);
    expect(standing).toHaveLength(3);
    expect(new Set(standing.map((d) => d.id))).toEqual(new Set(holder.get('givers')));
  });

  it('are one per giver, not to a member who gave theirs away, not from a holder; revocable before the opening', async () => {
    const givers = new Set((await docsUnder(ORG_A, id, 'proxies')).map((d) => d.id));
    const gave = v.find((x) => givers.has(x.memberId))!;
    const free = v.slice(1).filter((x) => !givers.has(x.memberId));
    expect((await appoint(gave, v[12]!)).body.err).toBe('PROXY_REFUSED');
    expect((await appoint(free[0]!, gave)).body.err).toBe('PROXY_REFUSED');
    expect((await appoint(v[0]!, free[0]!)).body.err).toBe('PROXY_REFUSED');
    expect((await post('proxy-revoke', { assemblyId: id }, gave.token)).status).toBe(200);
    expect((await docsUnder(ORG_A, id, 'holders')).find((d) => d.id === v[0]!.memberId)!.get('count')).toBe(2);
    expect((await post('proxy-revoke', { assemblyId: id }, gave.token)).body.err).toBe('NOT_FOUND');
    expect((await appoint(gave, v[0]!)).status).toBe(200);
  });

  it('written on paper are recorded by an admin with the signed form, who and when kept', async () => {
    const givers = new Set((await docsUnder(ORG_A, id, 'proxies')).map((d) => d.id));
    const [giver, holder] = v.slice(1).filter((x) => !givers.has(x.memberId));
    const foreign = await post(
      'paper-proxy',
      { assemblyId: id, giverId: giver!.memberId, holderId: holder!.memberId, scan: paperScan() },
      world.tokens.otherOrgAdmin,
    );
    expect(foreign.body.issues).toEqual([
      { path: 'body.giverId', message: 'validation.notFound' },
      { path: 'body.holderId', message: 'validation.notFound' },
    ]);
    const body = { assemblyId: id, giverId: giver!.memberId, holderId: holder!.memberId, scan: paperScan() };
    expect((await post('paper-proxy', body)).status).toBe(200);
    const paper = await db.doc(`${assemblyPath(ORG_A, id)}/proxies/${giver!.memberId}`).get();
    expect(paper.data()).toMatchObject({ holder: holder!.memberId, paper: true, recordedBy: world.uid('orgAdmin') });
    expect(paper.get('at')).toBeTruthy();
    expect(paper.get('scanFileId')).toEqual(expect.any(String));
  });
});

/** The entitled members (but v0) who neither gave nor hold a proxy, in order. */
async function unproxied(): Promise<Voter[]> {
  const proxies = await docsUnder(ORG_A, id, 'proxies');
  const involved = new Set(proxies.flatMap((d) => [d.id, d.get('holder') as string]));
  return v.slice(1).filter((x) => !involved.has(x.memberId));
}

describe('attendance and the quorum', () => {
  const checkIn = (m: Voter) => post<Counts>('check-in', { assemblyId: id, memberId: m.memberId });
  const checkOut = (m: Voter) => post<Counts>('check-out', { assemblyId: id, memberId: m.memberId });
  const counts = async () => {
    const a = (await db.doc(assemblyPath(ORG_A, id)).get()).data()!;
    return { present: a.present as number, represented: a.represented as number };
  };

  it('counts the present and the proxies they carry for members not present, exactly', async () => {
    expect((await checkIn(unpaid)).body.err).toBe('NOT_ENTITLED');
    expect((await checkIn(v[0]!)).body).toEqual({ present: 1, represented: 3 });
    expect((await checkIn(v[0]!)).body).toEqual({ present: 1, represented: 3 });
    const giver = (await docsUnder(ORG_A, id, 'proxies')).find((d) => d.get('holder') === v[0]!.memberId)!.id;
    const g = v.find((x) => x.memberId === giver)!;
    // a giver who comes speaks for themself: no longer represented
    expect((await checkIn(g)).body).toEqual({ present: 2, represented: 2 });
    expect((await checkOut(g)).body).toEqual({ present: 1, represented: 3 });
    expect((await checkOut(v[0]!)).body).toEqual({ present: 0, represented: 0 });
    expect(await counts()).toEqual({ present: 0, represented: 0 });
    // each entry and exit logged once with its time (a check-in repeated changes nothing, so logs nothing)
    const log = (await docsUnder(ORG_A, id, 'attendanceLog'))
      .map((d) => ({ memberId: d.get('memberId') as string, present: d.get('present') as boolean, at: d.get('at').toMillis() as number }))
      .sort((a, b) => a.at - b.at);
    expect(log.map(({ memberId, present }) => [memberId, present])).toEqual([
      [v[0]!.memberId, true],
      [g.memberId, true],
      [g.memberId, false],
      [v[0]!.memberId, false],
    ]);
  });

  it('refuses to open before the first call, and short of the quorum with how many are missing', async () => {
    expect((await post('open', { assemblyId: id })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    await moveCalls(ORG_A, id, inDays(-0.01), inDays(1));
    await checkIn(v[0]!);
    const short = await post('open', { assemblyId: id });
    // 13 entitled: 7 needed on first call; 1 present and 3 represented
    expect([short.status, short.body.err, short.body.missing]).toEqual([409, 'QUORUM_NOT_REACHED', 3]);
  });

  it('lets entitled members join by video where the statute allows it, and counts them', async () => {
    const free = await unproxied();
    expect((await post('attend', { assemblyId: id }, recent.token)).body.err).toBe('NOT_ENTITLED');
    const joined = await post<Counts>('attend', { assemblyId: id }, free[0]!.token);
    expect(joined.body).toEqual({ present: 2, represented: 3, meetingUrl: null });
    const att = await db.doc(`${assemblyPath(ORG_A, id)}/attendance/${free[0]!.memberId}`).get();
    expect(att.data()).toMatchObject({ present: true, mode: 'REMOTE' });
  });

  it('opens once the quorum is there, on the first call; proxies are then fixed', async () => {
    const free = await unproxied();
    const proxied = new Set((await docsUnder(ORG_A, id, 'proxies')).map((d) => d.id));
    await checkIn(free[1]!);
    expect((await post('open', { assemblyId: id })).body.missing).toBe(1);
    await checkIn(free[2]!);
    const opened = await post('open', { assemblyId: id });
    expect(opened.body).toEqual({ call: 'FIRST', entitled: 13, needed: 7 });
    expect(await counts()).toEqual({ present: 4, represented: 3 });
    const giver = v.find((x) => proxied.has(x.memberId))!;
    expect((await post('proxy-revoke', { assemblyId: id }, giver.token)).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
  });
});

describe('votes', () => {
  const ballot = (m: Voter, itemId: string, choice: string) =>
    post<{ weight: number }>('ballot', { assemblyId: id, itemId, choice }, m.token);

  it('take ballots only on the open item, from members present, each weighing their proxies', async () => {
    expect((await ballot(v[0]!, '1', 'YES')).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await post('vote-open', { assemblyId: id, itemId: '4' })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await post('vote-open', { assemblyId: id, itemId: '9' })).body.err).toBe('NOT_FOUND');
    expect((await post('vote-open', { assemblyId: id, itemId: '1' })).status).toBe(200);
    expect((await post('vote-open', { assemblyId: id, itemId: '2' })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    // without the statute's leave to vote electronically, not even the hall votes from the phone
    expect((await ballot(v[0]!, '1', 'YES')).body.err).toBe('NOT_ENABLED');
    await post('rules', { ...DEFAULT_STATUTE_RULES, remoteAttendance: true, electronicVoting: true });
    expect((await ballot(v[0]!, '1', 'YES')).body).toEqual({ weight: 4 });
    expect((await ballot(v[12]!, '1', 'NO')).body.err).toBe('NOT_ENTITLED');
  });

  it('by video only where the statute allows electronic voting', async () => {
    const remote = (await docsUnder(ORG_A, id, 'attendance')).find((d) => d.get('mode') === 'REMOTE')!.id;
    const r = v.find((x) => x.memberId === remote)!;
    await post('rules', { ...DEFAULT_STATUTE_RULES, remoteAttendance: true, electronicVoting: false });
    expect((await ballot(r, '1', 'NO')).body.err).toBe('NOT_ENABLED');
    await post('rules', { ...DEFAULT_STATUTE_RULES, remoteAttendance: true, electronicVoting: true });
    expect((await ballot(r, '1', 'NO')).body).toEqual({ weight: 1 });
  });

  it('count a voter once however many clients send at once, and the last choice before the close', async () => {
    const present = new Set((await docsUnder(ORG_A, id, 'attendance')).filter((d) => d.get('present')).map((d) => d.id));
    const voters = v.slice(1).filter((x) => present.has(x.memberId));
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => ballot(voters[1]!, '1', i % 2 ? 'NO' : 'ABSTAIN')));
    expect(burst.every((a) => a.status === 200)).toBe(true);
    await ballot(voters[1]!, '1', 'YES');
    await ballot(voters[2]!, '1', 'NO');
    const stored = (await docsUnder(ORG_A, id, 'ballots')).filter((d) => d.get('item') === '1');
    expect(stored.filter((d) => d.get('memberId') === voters[1]!.memberId)).toHaveLength(1);
    const closed = await post<Result>('vote-close', { assemblyId: id, itemId: '1' });
    // v0 (4) and voters[1] yes, the remote member and voters[2] no
    expect(closed.body).toMatchObject({ yes: 5, no: 2, abstain: 0, passed: true, how: 'BALLOT' });
    expect((await ballot(v[0]!, '1', 'NO')).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    const item = (await db.doc(assemblyPath(ORG_A, id)).get()).get('agenda')[0];
    expect(item).toMatchObject({ status: 'CLOSED', result: { yes: 5, no: 2, passed: true } });
  });

  it('keep a secret ballot unlinkable: no ballot stored, each choice sealed in its voter’s marker until the close', async () => {
    const present = new Set((await docsUnder(ORG_A, id, 'attendance')).filter((d) => d.get('present')).map((d) => d.id));
    const voters = v.filter((x) => present.has(x.memberId));
    expect((await post('vote-open', { assemblyId: id, itemId: '2' })).status).toBe(200);
    // the same voter from three clients at once, then a change of mind
    await Promise.all([ballot(voters[0]!, '2', 'NO'), ballot(voters[0]!, '2', 'NO'), ballot(voters[0]!, '2', 'NO')]);
    await ballot(voters[0]!, '2', 'YES');
    for (const x of voters.slice(1)) await ballot(x, '2', 'NO');
    expect((await docsUnder(ORG_A, id, 'ballots')).filter((d) => d.get('item') === '2')).toHaveLength(0);
    const markers = (await docsUnder(ORG_A, id, 'voters')).filter((d) => d.get('item') === '2');
    expect(markers).toHaveLength(voters.length);
    for (const d of markers) expect(Object.keys(d.data()).sort()).toEqual(['item', 'memberId', 'sealed']);
    const closed = await post<Result>('vote-close', { assemblyId: id, itemId: '2' });
    expect(closed.body).toMatchObject({ yes: 4, no: voters.length - 1, how: 'BALLOT' });
    // counted, the choices are no longer kept beside their voters at all
    const after = (await docsUnder(ORG_A, id, 'voters')).filter((d) => d.get('item') === '2');
    for (const d of after) expect(Object.keys(d.data()).sort()).toEqual(['item', 'memberId']);
  });

  it('count exactly the ballots answered when ballots race the close: each is counted or refused', async () => {
    const present = new Set((await docsUnder(ORG_A, id, 'attendance')).filter((d) => d.get('present')).map((d) => d.id));
    const voters = v.filter((x) => present.has(x.memberId));
    expect((await post('vote-open', { assemblyId: id, itemId: '5' })).status).toBe(200);
    const weights: number[] = [];
    for (const x of voters) weights.push((await ballot(x, '5', 'NO')).body.weight);
    // everyone changes their mind while the chair closes the vote
    const [closed, ...racing] = await Promise.all([
      post<Result>('vote-close', { assemblyId: id, itemId: '5' }),
      ...voters.map((x) => ballot(x, '5', 'YES')),
    ]);
    expect(closed.status).toBe(200);
    for (const r of racing) expect(r.status === 200 || r.body.err === 'ASSEMBLY_STATUS_CONFLICT').toBe(true);
    // the item is secret: no ballot is stored; a change answered was committed before the close (counted yes), one
    // refused was not (its no stands), and a change keeps its voter's weight
    expect((await docsUnder(ORG_A, id, 'ballots')).filter((d) => d.get('item') === '5')).toHaveLength(0);
    for (const [i, r] of racing.entries()) if (r.status === 200) expect(r.body.weight).toBe(weights[i]);
    const weigh = (choice: string) => racing.reduce((n, r, i) => n + ((r.status === 200) === (choice === 'YES') ? weights[i]! : 0), 0);
    expect({ yes: closed.body.yes, no: closed.body.no }).toEqual({ yes: weigh('YES'), no: weigh('NO') });
    // the live turnout counted each voter once, with the votes their ballots carry
    const turnout = (await docsUnder(ORG_A, id, 'turnout')).filter((d) => d.get('item') === '5');
    const sum = (field: string) => turnout.reduce((n, d) => n + Number(d.get(field)), 0);
    expect({ cast: sum('cast'), weight: sum('weight') }).toEqual({ cast: voters.length, weight: weigh('YES') + weigh('NO') });
    expect((await ballot(voters[0]!, '5', 'NO')).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
  });

  it('records a show of hands on an item that is not secret, counted by the chair, ending a vote opened on it', async () => {
    expect((await post('vote-open', { assemblyId: id, itemId: '3' })).status).toBe(200);
    expect((await ballot(v[0]!, '3', 'YES')).status).toBe(200);
    const hands = await post<Result>('hands', { assemblyId: id, itemId: '3', yes: 3, no: 3, abstain: 1 });
    expect((await ballot(v[0]!, '3', 'NO')).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    // an absolute majority of the 7 present and represented needs 4
    expect(hands.body).toMatchObject({ yes: 3, no: 3, abstain: 1, passed: false, how: 'HANDS' });
    expect((await post('hands', { assemblyId: id, itemId: '2', yes: 1, no: 0, abstain: 0 })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
  });

  it('closes the assembly', async () => {
    expect((await post('close', { assemblyId: id })).status).toBe(200);
    expect((await post('close', { assemblyId: id })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await post('check-in', { assemblyId: id, memberId: v[12]!.memberId })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
  });
});

describe('another organization', () => {
  it('finds none of these assemblies, through any endpoint', async () => {
    const other = world.tokens.otherOrgAdmin;
    const ref = { assemblyId: id };
    const item = { assemblyId: id, itemId: '1' };
    const adminCalls: [string, unknown][] = [
      ['update', { assemblyId: id, assembly: draft(inDays(10), inDays(11)) }],
      ['convene', ref],
      ['roll', ref],
      ['exception', { assemblyId: id, memberId: foreignMember.memberId, granted: true, note: 'x' }],
      ['open', ref],
      ['close', ref],
      ['vote-open', item],
      ['vote-close', item],
      ['hands', { ...item, yes: 1, no: 0, abstain: 0 }],
    ];
    for (const [path, body] of adminCalls) expect((await post(path, body, other)).body.err, path).toBe('NOT_FOUND');
    const memberCalls: [string, unknown][] = [
      ['proxy', { assemblyId: id, holderId: v[0]!.memberId }],
      ['proxy-revoke', ref],
      ['proxy-holder', { assemblyId: id, holderId: v[0]!.memberId }],
      ['attend', ref],
      ['ballot', { ...item, choice: 'YES' }],
    ];
    for (const [path, body] of memberCalls) expect((await post(path, body, foreignMember.token)).body.err, path).toBe('NOT_FOUND');
    // members' own endpoints are no back office's, and the back office's no member's
    expect((await post('ballot', { ...item, choice: 'YES' }, other)).status).toBe(403);
    expect((await post('check-in', { assemblyId: id, memberId: v[0]!.memberId }, foreignMember.token)).status).toBe(403);
    // the member ids of this organization do not exist there
    const foreignIds = await post('check-in', { assemblyId: id, memberId: v[0]!.memberId }, other);
    expect(foreignIds.body.issues).toEqual([{ path: 'body.memberId', message: 'validation.notFound' }]);
    const rules = await api('GET', '/v1/assemblies/rules', { token: other });
    expect(rules.body).toEqual(DEFAULT_STATUTE_RULES);
  });
});
