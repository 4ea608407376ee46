import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { UPLOAD_LEASE_MS } from '@tessera/domain/uploads/memberUpload';
import { uploadJobScopeSchema } from '@tessera/domain/uploads/jobScope';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';
import { DEFAULT_JOB_KIND, uploadJobKind, type UploadJob } from './jobKinds';

/**
 * The lease of a bulk upload job: one run at a time applies a job. A run claims a QUEUED job under a new lease id and
 * renews the lease at every checkpoint; a job whose lease ran out (a crashed run) is resumed (resume.ts) under a new
 * one, and the old run, if it wakes up, finds its lease gone and stops.
 */

/** A lease that runs UPLOAD_LEASE_MS from now (renewed at every checkpoint). */
const leaseUntil = () => Timestamp.fromMillis(Date.now() + UPLOAD_LEASE_MS);

/** Thrown when the job was resumed by someone else while this run was slow: this run stops and writes nothing more. */
export class LeaseLost extends Error {}

/** Inside a transaction: the job must still hold this run's lease; renews it. */
export async function holdLease(tx: FirebaseFirestore.Transaction, jobRef: DocumentReference, job: UploadJob): Promise<void> {
  const now = await tx.get(jobRef);
  if (now.get('state') !== 'RUNNING' || now.get('leaseId') !== job.leaseId) throw new LeaseLost();
  tx.update(jobRef, { leaseExpiresAt: leaseUntil() });
}

/**
 * Claims a QUEUED job: QUEUED → RUNNING with a new lease, in a transaction with the event id recorded, so a
 * redelivered event does nothing. Answers the run, or null when there is nothing to run.
 */
export async function claimJob(jobRef: DocumentReference, eventId?: string): Promise<UploadJob | null> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(jobRef);
    if (!snap.exists || snap.get('state') !== 'QUEUED') return null;
    // Fail closed: a job without a valid scope is refused, never applied as if an organization admin had started it.
    const scope = uploadJobScopeSchema.safeParse(snap.get('scope'));
    if (!scope.success) {
      tx.update(jobRef, { state: 'FAILED', error: 'job without a scope', updatedAt: FieldValue.serverTimestamp() });
      return null;
    }
    if (eventId) {
      const marker = processedEventRef(eventId, 'upload');
      if ((await tx.get(marker)).exists) return null;
      tx.create(marker, { type: 'uploadJob', at: FieldValue.serverTimestamp() });
    }
    const leaseId = randomUUID();
    tx.update(jobRef, {
      state: 'RUNNING',
      leaseId,
      leaseExpiresAt: leaseUntil(),
      startedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const kind = (snap.get('kind') as string | undefined) ?? DEFAULT_JOB_KIND;
    const run: UploadJob = { id: jobRef.id, kind, mode: snap.get('mode'), scope: scope.data, leaseId };
    // what the kind reads of the stored job besides (a kind nobody registered fails when it is applied: applyJob.ts)
    return { ...run, ...uploadJobKind(kind)?.fields?.(snap) };
  });
}
