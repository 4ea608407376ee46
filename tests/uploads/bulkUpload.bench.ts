/**
 * Bulk upload benchmark, run by tests/bench/run.ts against the emulators:
 * `node scripts/emulators-exec.mjs "npm run bench"`.
 * End to end = a 10,000-row CSV → parse and validate → chunks and job stored → every chunk applied with its
 * checkpoint and report (the code the API and the trigger run, here in-process so its memory can be sampled);
 * raw = one unthrottled BulkWriter writing the same 10,000 member documents, measured first. Both in the same run, on the same
 * emulator, each with the member triggers its own writes set off.
 */
import { performance } from 'node:perf_hooks';

export interface BulkUploadBench {
  rows: number;
  endToEndMs: number;
  rawMs: number;
  ratio: number;
  peakRssMb: number;
  applied: number;
}

const ORG_E2E = 'bench-upload-e2e';
const ORG_RAW = 'bench-upload-raw';

function csv(n: number): Buffer {
  const lines = ['firstname;lastname;email;dob;address;telephone'];
  for (let i = 0; i < n; i++) lines.push(`Nome${i};Cognome${i};bench${i}@prova.it;0${(i % 9) + 1}/03/1980;Via Roma ${i};06${i}`);
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** Waits until the organization's member counter shows all n members (the triggers have caught up), ≤ 10 min. */
async function drained(db: FirebaseFirestore.Firestore, org: string, n: number) {
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    const total = (await db.doc(`organizations/${org}/counters/members`).get()).get('total');
    if (total === n) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function clearOrg(db: FirebaseFirestore.Firestore, org: string) {
  await db.recursiveDelete(db.doc(`organizations/${org}`));
}

/** null when no Firestore emulator is configured (FIRESTORE_EMULATOR_HOST unset). */
export async function benchBulkUpload(n = 10_000): Promise<BulkUploadBench | null> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) return null;
  process.env.GCLOUD_PROJECT ??= 'demo-tessera';
  const { db } = await import('../../functions/src/shared/admin');
  const { readUploadFile } = await import('../../functions/src/memberUploads/memberFile');
  const { storeUploadJob } = await import('../../functions/src/uploads/jobStore');
  const { processUploadJob } = await import('../../functions/src/uploads/applyJob');
  // the upload jobs' appliers, registered by kind (the functions' wiring)
  await import('../../functions/src/wiring');
  const { FieldValue } = await import('firebase-admin/firestore');
  await Promise.all([clearOrg(db, ORG_E2E), clearOrg(db, ORG_RAW)]);
  const file = csv(n);

  const t1 = performance.now();
  // Unthrottled: a default BulkWriter starts at 500 writes/s (Firestore's 500/50/5 ramp-up), which would make
  // the baseline the throttle, not the database (10,000 documents ≈ 20 s whatever the emulator can do).
  const writer = db.bulkWriter({ throttling: false });
  for (let i = 0; i < n; i++) {
    void writer.set(db.doc(`organizations/${ORG_RAW}/members/raw-${i}`), {
      name: `Nome${i}`,
      surname: `Cognome${i}`,
      email: `bench${i}@prova.it`,
      phone: `06${i}`,
      residence: { line: `Via Roma ${i}`, city: '', state: '', country: '', zip: '' },
      accountStatus: 'ACTIVE',
      cardStatus: 'NOT_FOUND',
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await writer.close();
  const rawMs = performance.now() - t1;
  // The member triggers the raw writes set off (counters, deceased check) run on after the writer closes:
  // let them finish, so the end-to-end run below shares the emulator only with its own triggers, as raw did.
  await drained(db, ORG_RAW, n);

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const t0 = performance.now();
  const { rows, format } = await readUploadFile('bench.csv', new Uint8Array(file), 'UPSERT');
  const scope = { role: 'organization' as const, groups: [] as string[] };
  const jobId = await storeUploadJob(ORG_E2E, { mode: 'UPSERT', fileName: 'bench.csv', format, createdBy: 'bench', scope }, rows, {
    leaseId: 'bench',
  });
  await processUploadJob(ORG_E2E, { id: jobId, mode: 'UPSERT', scope, leaseId: 'bench' });
  const endToEndMs = performance.now() - t0;
  clearInterval(sampler);
  const job = (await db.doc(`organizations/${ORG_E2E}/uploads/${jobId}`).get()).data()!;

  await Promise.all([clearOrg(db, ORG_E2E), clearOrg(db, ORG_RAW)]);
  return { rows: n, endToEndMs, rawMs, ratio: endToEndMs / rawMs, peakRssMb: peak / 2 ** 20, applied: Number(job.applied) };
}
