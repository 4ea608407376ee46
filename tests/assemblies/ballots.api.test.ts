import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_STATUTE_RULES } from '@tessera/domain/assemblies/rules';
import { ARCHIVE_PARTS } from '@tessera/domain/archive/manifest';
import { assemblyPath, orgCol } from '@tessera/domain/paths';
import { fileBytes } from '../../functions/src/files/storedFiles';
import { openVote } from '../../functions/src/assemblies/ballotSeal';
import { api } from '../support/api';
import { db } from '../support/admin';
import { localSecret } from '../support/localSecrets';
import { eventually } from '../support/settle';
import { unzip } from '../support/zip';
import { buildWorld, ORG_A, type World } from '../support/world';
import { dayOf, docsUnder, enrol, inDays, moveCalls, voter, type Voter } from './assemblyWorld';
import { paperScan } from './paperScan';

// Ballots through the API: a secret vote that no stored document, time or weight ties to its voters (nor the archive),
// each member counted once per item whether their holder or they vote first or both at once, and the statute without
// electronic voting: no ballot from any phone, the chair's paper count for a secret item.
// the archive's bytes are read back as the functions store them here
process.env.FILE_STORE ??= 'firestore';
type Failure = { err?: string };
type Result = { yes: number; no: number; abstain: number; passed: boolean; how: string };
let world: World;
const post = <T = Record<string, unknown>>(path: string, body: unknown, token = world.tokens.orgAdmin) =>
  api<T & Failure>('POST', `/v1/assemblies/${path}`, { token, body });

const agenda = [
  { title: 'Bilancio consuntivo', description: '', vote: true, secret: false, majority: 'SIMPLE' },
  { title: 'Elezione del collegio dei revisori', description: '', vote: true, secret: true, majority: 'SIMPLE' },
  { title: 'Elezione del consiglio direttivo', description: '', vote: true, secret: true, majority: 'SIMPLE' },
  { title: 'Elezione del presidente', description: '', vote: true, secret: true, majority: 'SIMPLE' },
];

let id = '';
/** holder and giver pairs: [0] the holder votes first, [1] the giver first, [2..4] both at once */
const pairs: { holder: Voter; giver: Voter }[] = [];
/** members with no proxy */
const plain: Voter[] = [];
const rules = (electronicVoting: boolean) => post('rules', { ...DEFAULT_STATUTE_RULES, electronicVoting });
const ballot = (m: Voter, itemId: string, choice: string) =>
  post<{ weight: number }>('ballot', { assemblyId: id, itemId, choice }, m.token);
const checkIn = (m: Voter) => post('check-in', { assemblyId: id, memberId: m.memberId });
const checkOut = (m: Voter) => post('check-out', { assemblyId: id, memberId: m.memberId });
const under = (sub: string, itemId: string) => docsUnder(ORG_A, id, sub).then((ds) => ds.filter((d) => d.get('item') === itemId));

beforeAll(async () => {
  world = await buildWorld();
  const year = Number(dayOf(new Date().toISOString()).slice(0, 4));
  for (let i = 0; i < 5; i++) pairs.push({ holder: await voter(ORG_A, `bal-h${i}`), giver: await voter(ORG_A, `bal-g${i}`) });
  for (let i = 0; i < 3; i++) plain.push(await voter(ORG_A, `bal-p${i}`));
  for (const m of [...pairs.flatMap((p) => [p.holder, p.giver]), ...plain])
    await enrol(ORG_A, m.memberId, '2020-01-15', { feeYears: [year, year + 1] });
  expect((await rules(true)).status).toBe(200);
  const created = await post<{ id: string }>('create', {
    kind: 'ORDINARY',
    title: 'Assemblea elettiva',
    firstCall: inDays(10),
    secondCall: inDays(11),
    place: 'Sede sociale',
    online: false,
    agenda,
  });
  id = created.body.id;
  expect((await post('convene', { assemblyId: id })).status).toBe(200);
  for (const [i, p] of pairs.entries()) {
    const body = { assemblyId: id, giverId: p.giver.memberId, holderId: p.holder.memberId, scan: paperScan(`delega-${i}.pdf`) };
    expect((await post('paper-proxy', body)).status).toBe(200);
  }
  await moveCalls(ORG_A, id, inDays(-0.01), inDays(1));
  for (const m of [...pairs.map((p) => p.holder), ...plain]) expect((await checkIn(m)).status).toBe(200);
  expect((await post('open', { assemblyId: id })).status).toBe(200);
}, 300_000);

describe('a member counted once per item', () => {
  it('the holder first: the giver arriving later is refused, and a change keeps the holder’s weight', async () => {
    expect((await post('vote-open', { assemblyId: id, itemId: '1' })).status).toBe(200);
    const { holder, giver } = pairs[0]!;
    expect((await ballot(holder, '1', 'YES')).body).toEqual({ weight: 2 });
    expect((await checkIn(giver)).status).toBe(200);
    const refused = await ballot(giver, '1', 'NO');
    expect([refused.status, refused.body.err]).toEqual([409, 'VOTE_CAST_BY_PROXY']);
    // the holder changes their mind: still the giver's vote with theirs, the giver present or not
    expect((await ballot(holder, '1', 'NO')).body).toEqual({ weight: 2 });
    expect((await ballot(holder, '1', 'YES')).body).toEqual({ weight: 2 });
    expect((await ballot(giver, '1', 'NO')).body.err).toBe('VOTE_CAST_BY_PROXY');
  });

  it('the giver first, in person: their holder then carries only the others, even once the giver has left', async () => {
    const { holder, giver } = pairs[1]!;
    expect((await checkIn(giver)).status).toBe(200);
    expect((await ballot(giver, '1', 'NO')).body).toEqual({ weight: 1 });
    expect((await checkOut(giver)).status).toBe(200);
    expect((await ballot(holder, '1', 'YES')).body).toEqual({ weight: 1 });
    expect((await ballot(giver, '1', 'ABSTAIN')).body.err).toBe('NOT_ENTITLED');
  });

  it('both at once, the giver arriving as their holder votes: the giver counted exactly once', async () => {
    const racing = pairs.slice(2);
    const answers = await Promise.all(
      racing.map(async ({ holder, giver }) => {
        const [byHolder, byGiver] = await Promise.all([ballot(holder, '1', 'YES'), checkIn(giver).then(() => ballot(giver, '1', 'YES'))]);
        return { byHolder, byGiver };
      }),
    );
    for (const { byHolder, byGiver } of answers) {
      expect(byHolder.status).toBe(200);
      // either the holder carried the giver (who is then refused) or the giver voted themself
      if (byGiver.status === 200) expect([byHolder.body.weight, byGiver.body.weight]).toEqual([1, 1]);
      else expect([byHolder.body.weight, byGiver.body.err]).toEqual([2, 'VOTE_CAST_BY_PROXY']);
    }
    for (const m of plain) expect((await ballot(m, '1', 'ABSTAIN')).body).toEqual({ weight: 1 });
    const closed = await post<Result>('vote-close', { assemblyId: id, itemId: '1' });
    // every member of the pairs and the three without a proxy, each once: the second giver's no, the others' yes
    expect(closed.body).toMatchObject({ yes: pairs.length * 2 - 1, no: 1, abstain: plain.length, how: 'BALLOT' });
    const slots = await under('counted', '1');
    expect(slots.map((d) => d.id).sort()).toEqual(
      [...pairs.flatMap((p) => [p.holder, p.giver]), ...plain].map((m) => `1_${m.memberId}`).sort(),
    );
    const turnout = await under('turnout', '1');
    expect(turnout.reduce((n, d) => n + Number(d.get('weight')), 0)).toBe(pairs.length * 2 + plain.length);
  });
});

/** Every document under the assembly, with the subcollection it is in. */
async function everything(): Promise<{ sub: string; doc: DocumentSnapshot }[]> {
  const subs = await db.doc(assemblyPath(ORG_A, id)).listCollections();
  const all = await Promise.all(subs.map(async (c) => (await c.get()).docs.map((doc) => ({ sub: c.id, doc }))));
  return all.flat();
}

/** a choice as a stored value, in a document's JSON */
const CHOICE_WORDS = /"(YES|NO|ABSTAIN)"/;

describe('a secret vote', () => {
  // item 2: the holders of pairs 2..4 who carried their giver weigh 2, the others 1; everybody present votes
  const voted: { m: Voter; choice: string; weight: number }[] = [];

  it('stores no ballot, and no document holds a choice a reader without the server’s secret can read', async () => {
    expect((await post('vote-open', { assemblyId: id, itemId: '2' })).status).toBe(200);
    const present = new Set((await docsUnder(ORG_A, id, 'attendance')).filter((d) => d.get('present')).map((d) => d.id));
    const members = [...pairs.flatMap((p) => [p.holder, p.giver]), ...plain].filter((m) => present.has(m.memberId));
    for (const [i, m] of members.entries()) {
      const choice = ['YES', 'NO', 'ABSTAIN'][i % 3]!;
      // the first choice changed at once: the seal of the last one is what stays
      await ballot(m, '2', 'NO');
      const answer = await ballot(m, '2', choice);
      expect(answer.status).toBe(200);
      voted.push({ m, choice, weight: answer.body.weight });
    }
    expect(new Set(voted.map((x) => x.weight))).toEqual(new Set([1, 2]));
    expect(await under('ballots', '2')).toHaveLength(0);
    const markers = await under('voters', '2');
    expect(markers).toHaveLength(voted.length);
    const seals = markers.map((d) => d.get('sealed') as string);
    // each seal as long as any other (a weight of 2 makes no longer seal) and unlike any other (a fresh IV each time)
    expect(new Set(seals.map((s) => s.length)).size).toBe(1);
    expect(new Set(seals).size).toBe(seals.length);
    // nowhere under the assembly a choice or a weight of this item in the clear: no ballot, no count by choice
    for (const { sub, doc } of await everything()) {
      if (doc.get('item') !== '2') continue;
      const text = JSON.stringify(doc.data());
      expect(CHOICE_WORDS.test(text.replace(/"sealed":"[^"]*"/, '')), `${sub}/${doc.id}`).toBe(false);
      if (sub !== 'turnout') expect(doc.get('weight'), `${sub}/${doc.id}`).toBeUndefined();
    }
    // the seals open only with the server's secret, each bound to its own marker
    const secret = localSecret('EMAIL_CODE_SECRET');
    for (const d of markers) {
      const mine = voted.find((x) => x.m.memberId === d.get('memberId'))!;
      expect(openVote(secret, d.ref.path, d.get('sealed'))).toEqual({ choice: mine.choice, weight: mine.weight });
      expect(openVote('another secret', d.ref.path, d.get('sealed'))).toBeNull();
      const other = markers.find((o) => o.id !== d.id)!;
      expect(openVote(secret, other.ref.path, d.get('sealed'))).toBeNull();
    }
  });

  it('shares no write time between a record of a choice and a record of its voter', async () => {
    const stamp = (t: DocumentSnapshot['updateTime']) => `${t!.seconds}.${t!.nanoseconds}`;
    const markers = await under('voters', '2');
    const slots = await under('counted', '2');
    // the moments a voter's records were written: each first ballot (the marker made, the slots taken), each change
    const times = new Set([
      ...markers.flatMap((d) => [stamp(d.createTime), stamp(d.updateTime)]),
      ...slots.map((d) => stamp(d.createTime)),
    ]);
    const together = (await everything()).filter(
      ({ sub, doc }) => sub !== 'voters' && (times.has(stamp(doc.createTime)) || times.has(stamp(doc.updateTime))),
    );
    // written with a voter's marker: their slots and their turnout shard only, neither telling a choice
    expect(together.length).toBeGreaterThan(0);
    for (const { sub, doc } of together) {
      expect(['counted', 'turnout'], `${sub}/${doc.id}`).toContain(sub);
      expect(CHOICE_WORDS.test(JSON.stringify(doc.data())), `${sub}/${doc.id}`).toBe(false);
    }
  });

  it('goes into the archive without any voter’s choice, while open and once closed', async () => {
    // a ballot of a secret vote as stored before choices were sealed: a weight and a choice, no voter named
    await db.doc(`${assemblyPath(ORG_A, id)}/ballots/0f3a9c`).set({ item: '2', choice: 'YES', weight: 2 });
    const archive = async () => {
      const started = await eventually(
        () => api<{ id?: string; err?: string }>('POST', '/v1/archive/export', { token: world.tokens.orgAdmin }),
        (r) => r.status === 200,
        120_000,
        1000,
      );
      const jobId = started.body.id!;
      const job = await eventually(
        async () => (await db.doc(`${orgCol(ORG_A, 'archiveJobs')}/${jobId}`).get()).data() ?? {},
        (j) => j.status === 'DONE' || j.status === 'FAILED',
        240_000,
        500,
      );
      expect(job.status, JSON.stringify(job)).toBe('DONE');
      const files = unzip((await fileBytes(ORG_A, job.fileId as string))!);
      const part = (name: string) =>
        (files.get(`${name}.ndjson`)?.toString('utf8') ?? '')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { path: string; data: Record<string, unknown> })
          .filter((l) => l.path.startsWith(`assemblies/${id}/`));
      expect(ARCHIVE_PARTS.some((p) => p.name === 'assemblyVoters')).toBe(true);
      return { ballots: part('assemblyBallots'), voters: part('assemblyVoters') };
    };
    const open = await archive();
    expect(open.ballots.every((l) => typeof l.data.memberId === 'string')).toBe(true);
    expect(open.ballots.some((l) => l.data.item === '2')).toBe(false);
    const openMarkers = open.voters.filter((l) => l.data.item === '2');
    expect(openMarkers).toHaveLength(voted.length);
    for (const l of openMarkers) expect(Object.keys(l.data).sort()).toEqual(['item', 'memberId']);

    const closed = await post<Result>('vote-close', { assemblyId: id, itemId: '2' });
    const sum = (c: string) => voted.filter((x) => x.choice === c).reduce((n, x) => n + x.weight, 0);
    expect(closed.body).toMatchObject({ yes: sum('YES'), no: sum('NO'), abstain: sum('ABSTAIN'), how: 'BALLOT' });
    for (const d of await under('voters', '2')) expect(Object.keys(d.data()!).sort()).toEqual(['item', 'memberId']);
    const after = await archive();
    expect(after.voters.filter((l) => l.data.item === '2').every((l) => !('sealed' in l.data))).toBe(true);
    expect(after.ballots.some((l) => l.data.item === '2')).toBe(false);
    await db.doc(`${assemblyPath(ORG_A, id)}/ballots/0f3a9c`).delete();
  });
});

describe('without electronic voting in the statute', () => {
  it('takes no ballot from any phone, in the hall either', async () => {
    expect((await rules(false)).status).toBe(200);
    expect((await post('vote-open', { assemblyId: id, itemId: '3' })).status).toBe(200);
    const inHall = await ballot(plain[0]!, '3', 'YES');
    expect([inHall.status, inHall.body.err]).toEqual([403, 'NOT_ENABLED']);
    expect(await under('voters', '3')).toHaveLength(0);
  });

  it('lets the chair record a secret item’s paper ballots, no more than those present and represented', async () => {
    const a = (await db.doc(assemblyPath(ORG_A, id)).get()).data()!;
    const attending = Number(a.present) + Number(a.represented);
    const over = await post('hands', { assemblyId: id, itemId: '3', yes: attending, no: 1, abstain: 0 });
    expect([over.status, over.body.err]).toEqual([422, 'VOTES_OVER_ATTENDANCE']);
    const counted = await post<Result>('hands', { assemblyId: id, itemId: '3', yes: attending - 2, no: 1, abstain: 1 });
    expect(counted.body).toMatchObject({ yes: attending - 2, no: 1, abstain: 1, passed: true, how: 'PAPER' });
    const item = (await db.doc(assemblyPath(ORG_A, id)).get()).get('agenda')[2];
    expect(item).toMatchObject({ status: 'CLOSED', result: { how: 'PAPER', yes: attending - 2 } });
  });

  it('where the statute allows voting from the phone, a secret item is counted from the ballots, not on paper', async () => {
    expect((await rules(true)).status).toBe(200);
    expect((await post('vote-open', { assemblyId: id, itemId: '4' })).status).toBe(200);
    const paper = await post('hands', { assemblyId: id, itemId: '4', yes: 1, no: 0, abstain: 0 });
    expect([paper.status, paper.body.err]).toEqual([409, 'ASSEMBLY_STATUS_CONFLICT']);
    expect((await ballot(plain[0]!, '4', 'YES')).body).toEqual({ weight: 1 });
    expect((await post<Result>('vote-close', { assemblyId: id, itemId: '4' })).body).toMatchObject({ yes: 1, how: 'BALLOT' });
  });
});
