/**
 * An assembly at the size the law has in mind for a large association, through the real API on the Functions
 * emulator: ENTITLED members in the register with the year's fee paid, PRESENT of them checked in at the door (some
 * carrying a paper proxy), then the vote on a secret item: every member present votes from their phone at the same
 * moment and then changes their vote, BALLOTS ballots in all. Timed: the roll, the check-ins, and each ballot from
 * request to answer. Afterwards Firestore is read and the count at the close compared with the choices the voters last
 * made, each weighing their proxies: no ballot lost, none counted twice. Run by tests/bench/run.ts (`npm run bench`).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DEFAULT_STATUTE_RULES } from '@tessera/domain/assemblies/rules';
import type { Choice } from '@tessera/domain/assemblies/tally';
import { orgCol, orgPath, registerEntryPath, registerFeePath, registerMemberPath } from '@tessera/domain/paths';
import { registerEntryId } from '@tessera/domain/register/entry';
import { quietFirestoreTriggers } from '../../seed/src/quietTriggers';
import { db } from '../support/admin';
import { api } from '../support/api';
import { storedMember } from '../support/world';
import { latency } from '../bench/latency';
import { inTurns, principal } from '../bench/principals';
import { dayOf, docsUnder, inDays, moveCalls } from './assemblyWorld';
import { paperScan } from './paperScan';

export interface AssemblyRun {
  entitled: number;
  present: number;
  /** givers of a paper proxy (not present), one to each of as many members present */
  proxies: number;
  ballots: number;
  /** the roll of every member (POST roll), and the check-ins one after another 8 at a time */
  rollMs: number;
  checkInMs: number;
  /** the vote: first ballot sent to last answer, and each ballot's wait */
  voteMs: number;
  p50: number;
  p95: number;
  /** answers other than a ballot taken, by status and code */
  failed: Record<string, number>;
  /** the count at the close, and the count the voters' last choices make */
  counted: Record<Choice, number>;
  expected: Record<Choice, number>;
  /** documents under the assembly after the vote: ballots (none: the item is secret), voter markers and slots of the item */
  storedBallots: number;
  storedMarkers: number;
  /** markers still holding a sealed choice after the close (none: the close drops them) */
  sealedAfterClose: number;
  /** the members counted (one slot each): the voters and the givers they carried */
  storedSlots: number;
  /** the live turnout's shards summed: voters and the votes they carry */
  turnout: { cast: number; weight: number };
  /** what a listener on the turnout (as the chair's screen) last showed, and when it first showed every voter (ms into the vote) */
  live: { cast: number; allVotedMs: number | null };
  loadBefore: number;
}

const CHOICES: readonly Choice[] = ['YES', 'NO', 'ABSTAIN'];
/** how many ballots are in flight at once: phones in a hall, each waiting for its answer before the next */
const IN_FLIGHT = 100;

async function ok<T>(what: string, call: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`assembly bench: ${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return res.body;
}

/** Writes in batches of 400 (the set-up, triggers quiet: nothing the vote depends on is built by a trigger). */
async function writeAll(docs: { path: string; data: Record<string, unknown> }[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const d of docs.slice(i, i + 400)) batch.set(db.doc(d.path), d.data);
    await batch.commit();
  }
}

/** An association of `entitled` members, each in the register for two years with the fee of `year` paid. */
async function members(org: string, entitled: number, year: number): Promise<string[]> {
  const ids = Array.from({ length: entitled }, (_, i) => `socio${String(i).padStart(5, '0')}`);
  const admitted = `${year - 2}-01-15`;
  const docs = ids.flatMap((id, i) => [
    {
      path: `${orgCol(org, 'members')}/${id}`,
      data: storedMember({ name: 'Socio', surname: id, email: `${id}@${org}.it`, accountStatus: 'ACTIVE' }),
    },
    {
      path: registerEntryPath(org, registerEntryId(i + 1)),
      data: { seq: i + 1, kind: 'admission', memberId: id, admissionDate: admitted },
    },
    { path: registerMemberPath(org, id), data: { standing: 'in', seq: i + 1, admissionSeq: i + 1 } },
    { path: registerFeePath(org, `fee-${id}-${year}`), data: { seq: i + 1, memberId: id, feeYear: year, feeCents: 3000 } },
  ]);
  const host = process.env.FIRESTORE_EMULATOR_HOST!;
  const quiet = await quietFirestoreTriggers(host, process.env.GCLOUD_PROJECT ?? 'demo-tessera', (m) =>
    console.log(`assembly bench: ${m}`),
  );
  try {
    await writeAll(docs);
  } finally {
    await quiet.restore();
  }
  return ids;
}

function tallyOf(choices: readonly { choice: Choice; weight: number }[]): Record<Choice, number> {
  const out: Record<Choice, number> = { YES: 0, NO: 0, ABSTAIN: 0 };
  for (const c of choices) out[c.choice] += c.weight;
  return out;
}

export async function benchAssembly(entitled = 5000, present = 500, ballots = 1000): Promise<AssemblyRun | null> {
  if (!process.env.FUNCTIONS_URL || !process.env.FIRESTORE_EMULATOR_HOST) return null;
  const org = `bench-assembly-${Math.random().toString(36).slice(2, 8)}`;
  await db.doc(orgPath(org)).set({
    publicInfo: { name: 'Bench', email: `info@${org}.it`, policy_link: '/privacy.pdf', tos_link: '/tos.pdf', statuto: '/statuto.pdf' },
    preferences: {},
    plan: { name: 'PROFESSIONAL', billing: 'annual', autoRenew: true },
  });
  const admin = await principal(org, { uid: `${org}-admin`, email: `admin@${org}.it`, role: 'organization', memberId: null });
  const post = <T>(what: string, body: unknown, token = admin) => ok<T>(what, api<T>('POST', `/v1/assemblies/${what}`, { token, body }));

  // the statute allows voting from the phone (the law's default does not)
  await post('rules', { ...DEFAULT_STATUTE_RULES, electronicVoting: true });
  // held an hour ago on its second call (no quorum to wait for: the vote is what is measured), convened in time before
  const created = await post<{ id: string }>('create', {
    kind: 'ORDINARY',
    title: 'Assemblea ordinaria dei soci',
    firstCall: inDays(30),
    secondCall: inDays(31),
    place: 'Sala grande',
    online: false,
    agenda: [{ title: 'Approvazione del bilancio', description: '', vote: true, secret: true, majority: 'SIMPLE' }],
  });
  const id = created.id;
  await post('convene', { assemblyId: id });
  const firstCall = inDays(-2 / 24);
  await moveCalls(org, id, firstCall, inDays(-1 / 24));
  const ids = await members(org, entitled, Number(dayOf(firstCall).slice(0, 4)));
  const voters = ids.slice(0, present);
  // a fifth of those present carry one paper proxy each, from members who stay at home
  const proxies = Math.floor(present / 5);
  const givers = ids.slice(present, present + proxies);
  const tokens = await inTurns(voters, 8, (m) =>
    principal(org, { uid: `${org}-${m}`, email: `${m}@${org}.it`, role: 'member', memberId: m }),
  );

  let started = performance.now();
  const roll = await post<{ entitled: number }>('roll', { assemblyId: id });
  const rollMs = performance.now() - started;
  if (roll.entitled !== entitled) throw new Error(`assembly bench: the roll entitles ${roll.entitled}, not ${entitled}`);
  await inTurns(givers, 8, (giver, i) =>
    post('paper-proxy', { assemblyId: id, giverId: giver, holderId: voters[i]!, scan: paperScan(`delega-${i}.pdf`) }),
  );
  started = performance.now();
  await inTurns(voters, 8, (m) => post('check-in', { assemblyId: id, memberId: m }));
  const checkInMs = performance.now() - started;
  await post('open', { assemblyId: id });
  await post('vote-open', { assemblyId: id, itemId: '1' });

  // every voter votes, then changes their mind: the last choice is the one that counts
  const last = (i: number): Choice => CHOICES[i % 3]!;
  const first = (i: number): Choice => CHOICES[(i + 1) % 3]!;
  const rounds = Math.max(1, Math.round(ballots / present));
  const waits: number[] = [];
  const failed: Record<string, number> = {};
  const loadBefore = loadavg()[0]!;
  // the chair's screen listens to the turnout's shards while the hall votes (session/Turnout.tsx): so does the bench,
  // noting when every voter first shows and when the last change reached it
  const live = { allAt: null as number | null, lastAt: 0, cast: 0 };
  const stopLive = db
    .collection(`${orgCol(org, 'assemblies')}/${id}/turnout`)
    .where('item', '==', '1')
    .onSnapshot((snap) => {
      live.cast = snap.docs.reduce((n, d) => n + Number(d.get('cast') ?? 0), 0);
      live.lastAt = performance.now();
      if (live.cast >= present && live.allAt === null) live.allAt = live.lastAt;
    });
  started = performance.now();
  await inTurns(tokens, IN_FLIGHT, async (token, i) => {
    for (let r = 0; r < rounds; r++) {
      const choice = r === rounds - 1 ? last(i) : first(i);
      const sent = performance.now();
      const res = await api('POST', '/v1/assemblies/ballot', { token, body: { assemblyId: id, itemId: '1', choice } });
      waits.push(performance.now() - sent);
      if (res.status !== 200) {
        const what = `${res.status} ${(res.body as { err?: string }).err ?? ''}`.trim();
        failed[what] = (failed[what] ?? 0) + 1;
      }
    }
  });
  const voteMs = performance.now() - started;
  // the listener's last word, up to 30 s after the last answer
  for (let waited = 0; live.cast < present && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  stopLive();
  const closed = await post<{ yes: number; no: number; abstain: number }>('vote-close', { assemblyId: id, itemId: '1' });
  const [stored, markers, slots, turnout] = await Promise.all([
    docsUnder(org, id, 'ballots'),
    docsUnder(org, id, 'voters'),
    docsUnder(org, id, 'counted'),
    docsUnder(org, id, 'turnout'),
  ]);
  const sum = (field: string) => turnout.filter((d) => d.get('item') === '1').reduce((n, d) => n + Number(d.get(field)), 0);
  const { p50, p95 } = latency(waits);
  return {
    entitled,
    present,
    proxies,
    ballots: waits.length,
    rollMs,
    checkInMs,
    voteMs,
    p50,
    p95,
    failed,
    counted: { YES: closed.yes, NO: closed.no, ABSTAIN: closed.abstain },
    expected: tallyOf(voters.map((_, i) => ({ choice: last(i), weight: i < proxies ? 2 : 1 }))),
    storedBallots: stored.filter((d) => d.get('item') === '1').length,
    storedMarkers: markers.filter((d) => d.get('item') === '1').length,
    sealedAfterClose: markers.filter((d) => d.get('sealed') !== undefined).length,
    storedSlots: slots.filter((d) => d.get('item') === '1').length,
    turnout: { cast: sum('cast'), weight: sum('weight') },
    live: { cast: live.cast, allVotedMs: live.allAt === null ? null : live.allAt - started },
    loadBefore,
  };
}
