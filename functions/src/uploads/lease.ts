import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import type { PaymentUploadMode } from '@tessera/domain/uploads/paymentUpload';
import { UPLOAD_LEASE_MS } from '@tessera/domain/uploads/memberUpload';
import { uploadJobScopeSchema, type UploadJobScope } from '@tessera/domain/uploads/jobScope';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';

/**
 * The lease of a bulk upload job: one run at a time applies a job. A run claims a QUEUED job under a new lease id and
 * renews the lease at every checkpoint; a job whose lease ran out (a crashed run) is resumed (resume.ts) under a new
 * one, and the old run, if it wakes up, finds its lease gone and stops.
 */
interface JobBase {
  id: string;
  scope: UploadJobScope;
  /** the claim of this run: a resumed job gets a new one, and a run whose claim is gone stops */
  leaseId: string;
}
/** A member file (the job's kind is `members`, or absent on the oldest jobs). */
export interface MemberJobInfo extends JobBase {
  kind?: 'members';
  mode: MemberUploadMode;
}
/** A bank statement or payroll file of payments (payments/uploadJob.ts). */
/** The payroll company a payroll file's deductions come from, recorded on each of its payments. */
export interface PayrollCompany {
  id: string;
  name: string;
}

export interface PaymentJobInfo extends JobBase {
  kind: 'payments';
  mode: PaymentUploadMode;
  /** who uploaded it (email), recorded as each payment's operator */
  operator: string;
  company: PayrollCompany | null;
}
export type JobInfo = MemberJobInfo | PaymentJobInfo;

/** A lease that runs UPLOAD_LEASE_MS from now (renewed at every checkpoint). */
const leaseUntil = () => Timestamp.fromMillis(Date.now() + UPLOAD_LEASE_MS);

/** Thrown when the job was resumed by someone else while this run was slow: this run stops and writes nothing more. */
export class LeaseLost extends Error {}

/** Inside a transaction: the job must still hold this run's lease; renews it. */
export async function holdLease(tx: FirebaseFirestore.Transaction, jobRef: DocumentReference, job: JobInfo): Promise<void> {
  const now = await tx.get(jobRef);
  if (now.get('state') !== 'RUNNING' || now.get('leaseId') !== job.leaseId) throw new LeaseLost();
  tx.update(jobRef, { leaseExpiresAt: leaseUntil() });
}

/**
 * Claims a QUEUED job: QUEUED → RUNNING with a new lease, in a transaction with the event id recorded, so a
 * redelivered event does nothing. Answers the run's JobInfo, or null when there is nothing to run.
 */
export async function claimJob(jobRef: DocumentReference, eventId?: string): Promise<JobInfo | null> {
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
    const run = { id: jobRef.id, mode: snap.get('mode'), scope: scope.data, leaseId };
    return (
      snap.get('kind') === 'payments'
        ? {
            ...run,
            kind: 'payments',
            operator: String(snap.get('operator') ?? snap.get('createdBy') ?? ''),
            company: (snap.get('company') as PayrollCompany | undefined) ?? null,
          }
        : { ...run, kind: 'members' }
    ) as JobInfo;
  });
}
