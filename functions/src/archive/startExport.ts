import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { startArchiveExportContract } from '@tessera/domain/contracts/archive';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { auditActor } from '../shared/audit';

/**
 * POST /v1/archive/export — queues the association's export (exportJob.ts runs it from the job's create). One at a
 * time: checked and queued in one transaction, so two clicks at once queue one job. A job whose run died (RUNNING,
 * its lease run out) no longer blocks a new one.
 */
export const startArchiveExport = route(startArchiveExportContract, async ({ claims, principal }) => {
  const jobs = db.collection(orgCol(claims.org, 'archiveJobs'));
  return db.runTransaction(async (tx) => {
    const live = await tx.get(jobs.where('kind', '==', 'export').where('status', 'in', ['QUEUED', 'RUNNING']));
    const busy = live.docs.some(
      (d) => d.get('status') === 'QUEUED' || ((d.get('leaseUntil') as Timestamp | undefined)?.toMillis() ?? 0) > Date.now(),
    );
    if (busy) throw new ApiError('ARCHIVE_EXPORT_BUSY');
    const ref = jobs.doc();
    tx.create(ref, {
      kind: 'export',
      status: 'QUEUED',
      done: 0,
      total: 0,
      // as the audit names them: the export's record is written from it when the job is done
      createdBy: auditActor(principal, claims),
      createdAt: FieldValue.serverTimestamp(),
    });
    return { id: ref.id };
  });
});
