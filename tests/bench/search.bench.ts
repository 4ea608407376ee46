/**
 * Advanced search: five typical questions through POST /v1/advanced-search/perform-search on the seeded
 * association — time to the first page and documents read — against reading every member (what a search without the
 * projection would do) in the same run. Run by tests/bench/run.ts after the demo association is seeded.
 */
import { performance } from 'node:perf_hooks';
import { orgCol, searchExportPath, searchShardPath } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { SEARCH_SHARDS } from '@tessera/domain/search/record';
import type { SearchNode } from '@tessera/domain/search/query';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { api } from '../support/api';
import { DEMO_EMAILS, demoToken } from '../support/demo';
import { eventually } from '../support/settle';
import type { JobHeap } from '../../functions/src/shared/jobHeap';

const year = Number(todayInItaly().slice(0, 4));
const month = todayInItaly().slice(0, 7);

export const SEARCH_QUESTIONS: { name: string; where: SearchNode; mode?: 'payments' }[] = [
  {
    name: `women 26-40 in Milano Centro who paid ${year - 1} but not ${year}`,
    where: {
      all: [
        { field: 'gender', op: 'anyOf', values: ['F'] },
        { field: 'age', op: 'between', value: 26, to: 40 },
        { field: 'group', op: 'anyOf', values: ['grp-milano-centro'] },
        { field: 'feeYears', op: 'includes', value: year - 1 },
        { field: 'feeYears', op: 'excludes', value: year },
      ],
    },
  },
  {
    name: 'cards expiring this month',
    where: { all: [{ field: 'cardValidUntil', op: 'between', value: `${month}-01`, to: `${month}-31` }] },
  },
  {
    name: `active members who have not renewed for ${year}`,
    where: {
      all: [
        { field: 'accountStatus', op: 'anyOf', values: ['ACTIVE'] },
        { field: 'feeYears', op: 'excludes', value: year },
      ],
    },
  },
  {
    name: '"ross" in the surname or the email',
    where: {
      any: [
        { field: 'surname', op: 'contains', value: 'ross' },
        { field: 'email', op: 'contains', value: 'ross' },
      ],
    },
  },
  {
    name: `payments of ${year - 1}: fees of at least € 30 not paid in cash (payments mode)`,
    mode: 'payments',
    where: {
      all: [
        { field: 'payYear', op: 'equals', value: year - 1 },
        { field: 'membershipFee', op: 'isTrue' },
        { field: 'amount', op: 'atLeast', value: 3000 },
        { field: 'mode', op: 'noneOf', values: ['CONTANTI'] },
      ],
    },
  },
  {
    name: 'young members (14-25) registered in the last 12 months',
    where: {
      all: [
        { field: 'age', op: 'between', value: 14, to: 25 },
        { field: 'registeredAt', op: 'withinLast', last: { amount: 12, unit: 'months' } },
      ],
    },
  },
];

export interface SearchBench {
  members: number;
  shards: number;
  questions: { name: string; count: number; ms: number }[];
  scanMs: number;
}

export async function benchSearch(): Promise<SearchBench> {
  const token = await demoToken(DEMO_EMAILS.auroraAdmin);
  const shards = (await db.getAll(...Array.from({ length: SEARCH_SHARDS }, (_, n) => db.doc(searchShardPath(AURORA_ORG_ID, n))))).filter(
    (s) => s.exists,
  ).length;
  // one call to warm the instance
  await api('POST', '/v1/advanced-search/perform-search', { token, body: { query: { mode: 'members' } } });
  const questions = [];
  for (const q of SEARCH_QUESTIONS) {
    const started = performance.now();
    const res = await api<{ count: number }>('POST', '/v1/advanced-search/perform-search', {
      token,
      body: { query: { mode: q.mode ?? 'members', where: q.where } },
    });
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${q.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    questions.push({ name: q.name, count: res.body.count, ms });
  }
  const scanned = performance.now();
  const all = await db.collection(orgCol(AURORA_ORG_ID, 'members')).get();
  return { members: all.size, shards, questions, scanMs: performance.now() - scanned };
}

export interface SearchExportBench {
  rows: number;
  ms: number;
  bytes: number;
  /** the function's heap when the job began and at its peak (sampled at every progress checkpoint) */
  memory: JobHeap;
  scanMs: number;
}

/**
 * Every member as an XLSX download: more rows than an answer holds, so a background job; the time from the
 * request to the job's DONE and the heap the job reports, against reading every member in the same run. The job runs
 * here, in this process, as its trigger would: after the seed, the Firestore emulator is still handing the Functions
 * emulator (triggers off while loading) the seed's hundreds of thousands of write events one by one, and the job's
 * event would wait behind them for many minutes. Its lease makes the trigger's later run a no-op.
 */
export async function benchSearchExport(): Promise<SearchExportBench> {
  const token = await demoToken(DEMO_EMAILS.auroraAdmin);
  const started = performance.now();
  const res = await api<{ kind: string; id: string; total: number }>('POST', '/v1/advanced-search/download', {
    token,
    body: { query: { mode: 'members' }, format: 'xlsx' },
  });
  if (res.status !== 200 || res.body.kind !== 'job') throw new Error(`download: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  // the functions' parameters have no defaults outside their runtime: the emulators' file store, as .env.demo-tessera
  process.env.FILE_STORE ??= 'firestore';
  const { runSearchExport } = await import('../../functions/src/search/exportJob');
  await runSearchExport(AURORA_ORG_ID, res.body.id);
  const job = await eventually(
    () => db.doc(searchExportPath(AURORA_ORG_ID, res.body.id)).get(),
    (s) => s.get('status') === 'DONE' || s.get('status') === 'FAILED',
    600_000,
  );
  const ms = performance.now() - started;
  if (job.get('status') !== 'DONE') throw new Error(`download job: ${JSON.stringify(job.data()).slice(0, 300)}`);
  const file = await db.doc(`${orgCol(AURORA_ORG_ID, 'files')}/${job.get('fileId') as string}`).get();
  const scanned = performance.now();
  await db.collection(orgCol(AURORA_ORG_ID, 'members')).get();
  return {
    rows: job.get('done') as number,
    ms,
    bytes: file.get('size') as number,
    memory: job.get('memory') as SearchExportBench['memory'],
    scanMs: performance.now() - scanned,
  };
}
