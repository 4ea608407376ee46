/**
 * The register of members kept during a large upload, run by tests/bench/run.ts (row `register`): an association whose
 * register is started (POST /v1/register/open) uploads a file of n new members through the upload job, as the API and
 * its trigger run it; each chunk queues its new members' admissions and the drainer (functions register/drain.ts)
 * appends them. Timed from the file's arrival until the members show in the list, the counters and the search, then until the
 * register holds an admission for each of them with nothing left queued; the chain is then verified through
 * GET /v1/register/verify.
 */
import { performance } from 'node:perf_hooks';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { principal } from '../bench/principals';
import { clearEmulator, freshEmulator, uploadRun } from '../uploads/bulkUpload.bench';

export interface RegisterUploadBench {
  rows: number;
  /** until list, counters and search show every row */
  membersMs: number;
  /** until the register holds every admission and its queue is empty */
  registerMs: number;
  /** whether that happened before the wait gave up */
  drained: boolean;
  admissions: number;
  verified: { ok: boolean; count: number; fault: string | null };
}

const ORG = 'bench-register-upload';
/** How long the row waits for the register after the members show (the drainer's own time budget is 7 minutes a run). */
const DRAIN_WAIT_MS = Number(process.env.BENCH_REGISTER_WAIT_MS ?? 1_200_000);

/** null when no emulator is configured. */
export async function benchRegisterUpload(n = 20_000): Promise<RegisterUploadBench | null> {
  if (!process.env.FUNCTIONS_URL) return null;
  const db = await freshEmulator();
  if (!db) return null;
  await db.doc(orgPath(ORG)).set({
    publicInfo: { name: 'Bench', email: `info@${ORG}.it`, policy_link: '/privacy.pdf', tos_link: '/tos.pdf', statuto: '/statuto.pdf' },
    preferences: {},
    plan: { name: 'PROFESSIONAL', billing: 'annual', autoRenew: true },
  });
  const admin = await principal(ORG, { uid: `${ORG}-admin`, email: `admin@${ORG}.it`, role: 'organization', memberId: null });
  const opened = await api('POST', '/v1/register/open', { token: admin });
  if (opened.status !== 200) throw new Error(`register: not opened: ${JSON.stringify(opened.body)}`);

  const t0 = performance.now();
  const members = await uploadRun(db, ORG, n);
  const membersMs = performance.now() - t0;
  const entries = db.collection(orgCol(ORG, 'registerEntries'));
  const queue = db.collection(orgCol(ORG, 'registerQueue'));
  const until = Date.now() + DRAIN_WAIT_MS;
  let admissions = 0;
  let drained = false;
  while (Date.now() < until) {
    admissions = (await entries.count().get()).data().count;
    if (admissions >= n && (await queue.limit(1).get()).empty) {
      drained = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const registerMs = performance.now() - t0;
  const verdict = await api<{ ok: boolean; count: number; fault: string | null }>('GET', '/v1/register/verify', { token: admin });
  await clearEmulator();
  return {
    rows: members.applied,
    membersMs,
    registerMs,
    drained,
    admissions,
    verified: { ok: verdict.body.ok === true, count: verdict.body.count, fault: verdict.body.fault ?? null },
  };
}
