import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { claimJob, holdLease, LeaseLost } from './lease';
import { DEFAULT_JOB_KIND, uploadJobKind, type UploadJob } from './jobKinds';
import { reportKeyFields } from './rowKeys';

/**
 * Applies a claimed (RUNNING) job with the applier of its kind (jobKinds.ts): the chunks in order, each checkpointed in
 * a transaction (chunk.appliedAt, its report with the members it names, the job's counters, the lease renewed), then the applier's finish, then
 * DONE. Chunks already checkpointed are skipped. Every checkpoint first checks that the job still holds this run's
 * lease: a run that lost it (the job was resumed after the lease ran out) stops without writing its outcome.
 */
export async function processUploadJob(orgId: string, job: UploadJob): Promise<void> {
  const jobRef = db.doc(`${orgCol(orgId, 'uploads')}/${job.id}`);
  const finish = (fields: DocumentData) =>
    db.runTransaction(async (tx) => {
      await holdLease(tx, jobRef, job);
      tx.update(jobRef, { ...fields, leaseId: null, leaseExpiresAt: null, updatedAt: FieldValue.serverTimestamp() });
    });
  try {
    const kind = uploadJobKind(job.kind);
    if (!kind) throw new Error(`no applier for upload jobs of kind ${job.kind ?? DEFAULT_JOB_KIND}`);
    const applier = await kind.applier(orgId, job, jobRef);
    const chunks = await jobRef.collection('chunks').orderBy('n').select('n', 'appliedAt').get();
    for (const c of chunks.docs) {
      if (c.get('appliedAt')) continue;
      const rows = (await c.ref.get()).get('rows') as unknown[];
      const report = await applier.applyChunk(rows);
      const count = (o: string) => report.filter((r) => r.outcome === o).length;
      await db.runTransaction(async (tx) => {
        // only the mark: reading the chunk's rows again in every checkpoint doubled what a chunk allocates
        const [now] = await tx.getAll(c.ref, { fieldMask: ['appliedAt'] });
        const extra = applier.checkpoint ? await applier.checkpoint(tx, rows, report) : null;
        await holdLease(tx, jobRef, job);
        if (now!.get('appliedAt')) return;
        extra?.();
        tx.update(c.ref, { appliedAt: FieldValue.serverTimestamp() });
        tx.set(jobRef.collection('report').doc(String(c.get('n'))), { n: c.get('n'), rows: report, ...reportKeyFields(orgId, report) });
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
