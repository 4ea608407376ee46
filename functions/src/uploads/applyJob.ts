import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import type { JobApplier } from './applier';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { orgCol } from '@tessera/domain/paths';
import type { ParsedUploadRow, UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { db } from '../shared/admin';
import { readCardCounter } from '../members/cardCounter';
import { liveFields } from '../settings/customFieldStore';
import { applyChunk } from './applyChunk';
import { claimJob, holdLease, LeaseLost, type JobInfo, type MemberJobInfo } from './lease';
import { paymentApplier } from '../payments/uploads/uploadJob';
import { MemberIndex } from './memberIndex';
import { invalidateOtherCards } from './resetCards';

/** Group ids and names (lower-case) of the organization: the file may name a group by id or by name. */
async function loadGroups(orgId: string): Promise<Map<string, string>> {
  const snap = await db.collection(orgCol(orgId, 'listValues')).where('type', '==', 'groups').get();
  const byKey = new Map<string, string>();
  for (const d of snap.docs) {
    byKey.set(d.id, d.id);
    const name = String(d.get('name') ?? '')
      .trim()
      .toLowerCase();
    if (name && !byKey.has(name)) byKey.set(name, d.id);
  }
  return byKey;
}

/** The members the job's checkpointed chunks changed (a resumed run starts from them: a later row for one is a duplicate). */
async function appliedMembers(jobRef: DocumentReference): Promise<Set<string>> {
  const reports = await jobRef.collection('report').get();
  const ids = new Set<string>();
  for (const r of reports.docs)
    for (const row of r.get('rows') as UploadReportRow[]) if (row.outcome === 'APPLIED' && row.memberId) ids.add(row.memberId);
  return ids;
}

/** The card numbers of a chunk's applied rows: the checkpoint raises the card-number counter to the highest. */
function issuedCardNumbers(rows: ParsedUploadRow[], report: UploadReportRow[]): string[] {
  const applied = new Set(report.filter((r) => r.outcome === 'APPLIED').map((r) => r.line));
  return rows.flatMap((r) => (r.ok && applied.has(r.line) && r.data.cardNumber ? [r.data.cardNumber] : []));
}

/** The member file's applier: groups, member index and custom fields read once per run. */
async function memberApplier(orgId: string, job: MemberJobInfo, jobRef: DocumentReference): Promise<JobApplier> {
  // read once per job: the custom fields a new member must have, as settings define them now
  const [groups, index, touched, fields] = await Promise.all([
    loadGroups(orgId),
    MemberIndex.load(orgId),
    appliedMembers(jobRef),
    liveFields(orgId),
  ]);
  const requiredCustomFields = fields.filter((f) => f.required).map((f) => f.name);
  return {
    applyChunk: (rows) => applyChunk(orgId, job, rows as ParsedUploadRow[], groups, index, touched, requiredCustomFields),
    async checkpoint(tx, rows, report) {
      const cardNumbers = issuedCardNumbers(rows as ParsedUploadRow[], report);
      const counter = cardNumbers.length ? await readCardCounter(tx, orgId) : null;
      return () => cardNumbers.forEach((n) => counter?.issued(n));
    },
    async finish() {
      if (job.mode !== 'RESET') return {};
      await db.runTransaction((tx) => holdLease(tx, jobRef, job));
      return { invalidatedCards: await invalidateOtherCards(orgId, job, jobRef) };
    },
  };
}

/**
 * Applies a claimed (RUNNING) job: the chunks in order, each checkpointed in a transaction (chunk.appliedAt, its
 * report, the job's counters, the lease renewed), then the applier's finish, then DONE. Chunks already
 * checkpointed are skipped. Every checkpoint first checks that the job still holds this run's lease: a run that
 * lost it (the job was resumed after the lease ran out) stops without writing its outcome.
 */
export async function processUploadJob(orgId: string, job: JobInfo): Promise<void> {
  const jobRef = db.doc(`${orgCol(orgId, 'uploads')}/${job.id}`);
  const finish = (fields: DocumentData) =>
    db.runTransaction(async (tx) => {
      await holdLease(tx, jobRef, job);
      tx.update(jobRef, { ...fields, leaseId: null, leaseExpiresAt: null, updatedAt: FieldValue.serverTimestamp() });
    });
  try {
    const applier = job.kind === 'payments' ? await paymentApplier(orgId, job) : await memberApplier(orgId, job, jobRef);
    const chunks = await jobRef.collection('chunks').orderBy('n').select('n', 'appliedAt').get();
    for (const c of chunks.docs) {
      if (c.get('appliedAt')) continue;
      const rows = (await c.ref.get()).get('rows') as unknown[];
      const report = await applier.applyChunk(rows);
      const count = (o: string) => report.filter((r) => r.outcome === o).length;
      await db.runTransaction(async (tx) => {
        const now = await tx.get(c.ref);
        const extra = applier.checkpoint ? await applier.checkpoint(tx, rows, report) : null;
        await holdLease(tx, jobRef, job);
        if (now.get('appliedAt')) return;
        extra?.();
        tx.update(c.ref, { appliedAt: FieldValue.serverTimestamp() });
        tx.set(jobRef.collection('report').doc(String(c.get('n'))), { n: c.get('n'), rows: report });
        tx.update(jobRef, {
          processed: FieldValue.increment(report.length),
          applied: FieldValue.increment(count('APPLIED')),
          skipped: FieldValue.increment(count('SKIPPED')),
          refused: FieldValue.increment(count('REFUSED')),
          updatedAt: FieldValue.serverTimestamp(),
        });
      });
    }
    const done: DocumentData = { state: 'DONE', finishedAt: FieldValue.serverTimestamp(), ...(await applier.finish?.()) };
    await finish(done);
  } catch (e) {
    if (e instanceof LeaseLost) {
      logger.warn('upload job lease lost: another run took it over', { orgId, jobId: job.id });
      return;
    }
    logger.error('upload job failed', { orgId, jobId: job.id, error: e instanceof Error ? e.stack : String(e) });
    await finish({ state: 'FAILED', error: e instanceof Error ? e.message : String(e) }).catch(() => undefined);
  }
}

/**
 * Runs a QUEUED job: claims it (lease.ts: QUEUED → RUNNING with a new lease, the event id recorded, so a redelivered
 * event does nothing), then processUploadJob. A job stuck in RUNNING with an expired lease after a crash, or FAILED,
 * is resumed by POST /v1/members/bulk-upload-resume (resume.ts), which sets it back to QUEUED: checkpointed chunks
 * are skipped, the others re-applied with the same keys.
 */
export async function runUploadJob(orgId: string, jobId: string, eventId?: string): Promise<void> {
  const job = await claimJob(db.doc(`${orgCol(orgId, 'uploads')}/${jobId}`), eventId);
  if (job) await processUploadJob(orgId, job);
}
