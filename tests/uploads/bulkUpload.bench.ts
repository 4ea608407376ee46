/**
 * Bulk upload benchmark, run by tests/bench/run.ts against the emulators:
 * `node scripts/emulators-exec.mjs "npm run bench"`.
 * End to end = a CSV of n rows → parse and validate → chunks and job stored → every chunk applied with its checkpoint
 * and report (the code the API and the trigger run, here in a process of its own so its memory can be sampled) → the
 * member triggers' work done: what a secretary waits for is the list, the counters and the advanced search showing
 * every row, not the job's last write. Raw = one unthrottled BulkWriter writing the same n member documents, waited on
 * the same way (its triggers settled), measured first. Both in the same run, on the same emulator, each emptied first.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { UploadJob } from '../../functions/src/uploads/jobKinds';
import { clearFirestoreQuietly } from '../../seed/src/clearEmulator';
import { invocationsSince, logEnd } from '../bench/functionsLog';

/** One upload measured until its triggers settled. */
export interface UploadRun {
  rows: number;
  ms: number;
  /** until the writer's (the job's) last write, before the wait for the triggers */
  writesMs: number;
  /** whether the list, the counters and the search rows all showed the rows before the wait gave up */
  settled: boolean;
  peakRssMb: number;
  applied: number;
}

export interface BulkUploadBench {
  rows: number;
  endToEnd: UploadRun;
  raw: UploadRun;
  ratio: number;
  /** functions the emulator ran per member write of the raw writer (null without its log), and which */
  invocationsPerWrite: number | null;
  invocations: Record<string, number>;
}

const ORG_E2E = 'bench-upload-e2e';
const ORG_RAW = 'bench-upload-raw';
const ORG_BIG = 'bench-upload-big';
/** How long a run may wait for its triggers before the row reports it unsettled. */
const SETTLE_MS = Number(process.env.BENCH_UPLOAD_SETTLE_MS ?? 900_000);

type Db = FirebaseFirestore.Firestore;

/** A phone number the upload accepts for every row (a short one such as 060 is refused as invalid). */
const phone = (i: number) => `06${String(i).padStart(7, '0')}`;

function csv(n: number): Buffer {
  const lines = ['firstname;lastname;email;dob;address;telephone'];
  for (let i = 0; i < n; i++) lines.push(`Nome${i};Cognome${i};bench${i}@prova.it;0${(i % 9) + 1}/03/1980;Via Roma ${i};${phone(i)}`);
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** Shards read at a time while counting the rows: the whole projection at once would weigh on the memory measured. */
const SHARDS_PER_READ = 16;

/** How many rows the advanced search's projection holds for the organization. */
async function searchRows(db: Db, org: string): Promise<number> {
  const { FieldPath } = await import('firebase-admin/firestore');
  const shards = db.collection(`organizations/${org}/searchShards`).select('rows').orderBy(FieldPath.documentId()).limit(SHARDS_PER_READ);
  let [sum, last] = [0, null as string | null];
  for (;;) {
    const page = await (last === null ? shards : shards.startAfter(last)).get();
    for (const s of page.docs) sum += Object.keys((s.get('rows') as object | undefined) ?? {}).length;
    if (page.size < SHARDS_PER_READ) return sum;
    last = page.docs[page.size - 1]!.id;
  }
}

/**
 * Waits until the counters, the list and the search rows all show n members (the triggers have caught up). The
 * cheapest look first, the next only once it agrees: polling must not slow down the emulator it waits for.
 */
async function settled(db: Db, org: string, n: number): Promise<boolean> {
  const until = Date.now() + SETTLE_MS;
  while (Date.now() < until) {
    const shows =
      (await db.doc(`organizations/${org}/counters/members`).get()).get('total') === n &&
      (await db.collection(`organizations/${org}/members`).count().get()).data().count === n &&
      (await searchRows(db, org)) === n;
    if (shows) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * The Firestore emulator's data, all of it, through its reset endpoint with the triggers quiet: the reset, like deleting
 * the members one by one, fires one trigger run per document, which would still be running into the rows measured after
 * this one. The rows that need data (the seed's) load their own after clearing too.
 */
export async function clearEmulator() {
  await clearFirestoreQuietly(process.env.FIRESTORE_EMULATOR_HOST!, process.env.GCLOUD_PROJECT ?? 'demo-tessera', (m) =>
    console.log(`bench clearing: ${m}`),
  );
}

/**
 * Where the emulator's log ends once it has been still for a few seconds, so that no function set off before the
 * measured writes is counted with them (functionsLog.ts counts from there).
 */
async function logMark(): Promise<number | null> {
  let [size, still] = [logEnd(), 0];
  if (size === null) return null;
  for (let waited = 0; still < 3 && waited < 60; waited++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = logEnd();
    [size, still] = [now, now === size ? still + 1 : 0];
  }
  return size;
}

/**
 * Samples this process's resident memory until stopped. Starts after a full collection when the process may run one
 * (scripts/bench.mjs passes --expose-gc): what an earlier run left to collect is not this run's memory.
 */
function rssSampler() {
  (globalThis as { gc?: () => void }).gc?.();
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  return () => {
    clearInterval(timer);
    return peak / 2 ** 20;
  };
}

async function rawRun(db: Db, n: number): Promise<UploadRun> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const stop = rssSampler();
  const t0 = performance.now();
  // Unthrottled: a default BulkWriter starts at 500 writes/s (Firestore's 500/50/5 ramp-up), which would make
  // the baseline the throttle, not the database (10,000 documents ≈ 20 s whatever the emulator can do).
  const writer = db.bulkWriter({ throttling: false });
  for (let i = 0; i < n; i++) {
    void writer.set(db.doc(`organizations/${ORG_RAW}/members/raw-${i}`), {
      name: `Nome${i}`,
      surname: `Cognome${i}`,
      email: `bench${i}@prova.it`,
      phone: phone(i),
      residence: { line: `Via Roma ${i}`, city: '', state: '', country: '', zip: '' },
      accountStatus: 'ACTIVE',
      cardStatus: 'NOT_FOUND',
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await writer.close();
  const writesMs = performance.now() - t0;
  const ok = await settled(db, ORG_RAW, n);
  return { rows: n, ms: performance.now() - t0, writesMs, settled: ok, peakRssMb: stop(), applied: n };
}

/** The file read and stored as the API does (its request ends there: the rows are not held while the job runs). */
async function storeFile(org: string, file: Buffer, scope: UploadJob['scope']): Promise<string> {
  const { readUploadFile } = await import('../../functions/src/memberUploads/memberFile');
  const { storeUploadJob } = await import('../../functions/src/uploads/jobStore');
  const { rows, format } = await readUploadFile('bench.csv', new Uint8Array(file), 'UPSERT');
  return storeUploadJob(org, { mode: 'UPSERT', fileName: 'bench.csv', format, createdBy: 'bench', scope }, rows, { leaseId: 'bench' });
}

/** The upload as the API and the job's trigger run it, until its members show everywhere. */
export async function uploadRun(db: Db, org: string, n: number): Promise<UploadRun> {
  const { processUploadJob } = await import('../../functions/src/uploads/applyJob');
  const scope = { role: 'organization' as const, groups: [] as string[] };
  const file = csv(n);
  const stop = rssSampler();
  const t0 = performance.now();
  const jobId = await storeFile(org, file, scope);
  await processUploadJob(org, { id: jobId, mode: 'UPSERT', scope, leaseId: 'bench' });
  const writesMs = performance.now() - t0;
  const ok = await settled(db, org, n);
  const ms = performance.now() - t0;
  const peakRssMb = stop();
  const job = (await db.doc(`organizations/${org}/uploads/${jobId}`).get()).data()!;
  return { rows: n, ms, writesMs, settled: ok, peakRssMb, applied: Number(job.applied) };
}

/** The functions' Firestore with the upload appliers wired, on an emptied emulator; null without an emulator. */
export async function freshEmulator(): Promise<Db | null> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) return null;
  process.env.GCLOUD_PROJECT ??= 'demo-tessera';
  const { db } = await import('../../functions/src/shared/admin');
  // the upload jobs' appliers, registered by kind (the functions' wiring)
  await import('../../functions/src/wiring');
  await clearEmulator();
  return db;
}

/** null when no Firestore emulator is configured (FIRESTORE_EMULATOR_HOST unset). */
export async function benchBulkUpload(n = 10_000): Promise<BulkUploadBench | null> {
  const db = await freshEmulator();
  if (!db) return null;
  const mark = await logMark();
  const raw = await rawRun(db, n);
  const invocations = invocationsSince(mark);
  const endToEnd = await uploadInFreshProcess(ORG_E2E, n);
  if (!endToEnd) throw new Error('bulk upload: the upload process answered no run');
  const total = invocations ? Object.values(invocations).reduce((a, b) => a + b, 0) : null;
  return {
    rows: n,
    endToEnd,
    raw,
    ratio: endToEnd.ms / raw.ms,
    invocationsPerWrite: total === null ? null : total / n,
    invocations: invocations ?? {},
  };
}

/** An upload on its own, in this process, on an emptied emulator: time until its members show everywhere, and the peak memory. */
export async function uploadHere(org: string, n: number): Promise<UploadRun | null> {
  const db = await freshEmulator();
  if (!db) return null;
  const run = await uploadRun(db, org, n);
  await clearEmulator();
  return run;
}

/**
 * An upload on its own, run in a fresh process (upload.child.ts) as a function instance runs the job: the bench's own
 * process has run other rows before (Lighthouse, the hot sale, the raw writer), and Node keeps memory they grew
 * resident, which the peak would count as this job's (the 10,000-row upload measured 296 MB alone, 546 MB after them).
 */
async function uploadInFreshProcess(org: string, n: number): Promise<UploadRun | null> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) return null;
  const child = new URL('./upload.child.ts', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--expose-gc', child, org, String(n)], {
    env: process.env,
    maxBuffer: 16 * 2 ** 20,
  });
  const last = stdout.trim().split('\n').at(-1) ?? 'null';
  return JSON.parse(last) as UploadRun | null;
}

/** A large file on its own, in a fresh process. */
export const benchBigUpload = (n = 50_000): Promise<UploadRun | null> => uploadInFreshProcess(ORG_BIG, n);
