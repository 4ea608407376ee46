import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { canSeeUploadJob } from '@tessera/domain/uploads/jobScope';
import { uploadJobResumability } from '@tessera/domain/uploads/memberUpload';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { resumeUploadContract } from '@tessera/domain/contracts/uploads';

const millis = (v: unknown) => (v instanceof Timestamp ? v.toMillis() : null);

/**
 * POST /v1/members/bulk-upload-resume (header job) — puts a stalled job back to QUEUED, where the trigger claims it
 * again under a new lease: a RUNNING job whose lease expired (the function crashed or timed out) or a FAILED one.
 * Checkpointed chunks are skipped and the others re-applied with the same keys (applyJob.ts), so no row is applied
 * twice. A job with a live lease, or still QUEUED, → UPLOAD_JOB_BUSY; a DONE one → UPLOAD_JOB_FINISHED.
 * A group admin may resume only the jobs it may see (canSeeUploadJob, as the rules): those it started, or a group
 * admin's job within its groups (a job applies with the scope of whoever started it).
 */
export const resumeUpload = route(resumeUploadContract, async ({ claims, headers, principal }) => {
  const ref = db.doc(`${orgCol(claims.org, 'uploads')}/${headers.job}`);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('UPLOAD_JOB_NOT_FOUND');
    if (!canSeeUploadJob(claims, principal.uid, snap.data()!)) throw new ApiError('NO_USER_ALLOWED');
    const verdict = uploadJobResumability(snap.get('state'), millis(snap.get('leaseExpiresAt')), Date.now());
    if (verdict !== 'RESUMABLE') throw new ApiError(verdict);
    tx.update(ref, {
      state: 'QUEUED',
      leaseId: null,
      leaseExpiresAt: null,
      error: FieldValue.delete(),
      resumes: FieldValue.increment(1),
      resumedAt: FieldValue.serverTimestamp(),
      resumedBy: principal.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return { jobId: ref.id, state: 'QUEUED' };
});
