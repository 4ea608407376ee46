import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { searchExportPath } from '@tessera/domain/paths';
import { recordAllowed, type ScopeFilter } from '@tessera/domain/scope';
import { searchQuery } from '@tessera/domain/search/query';
import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import { shownMemberFields, type ShownMemberFields } from '@tessera/domain/settings/shownFields';
import { db } from '../shared/admin';
import { jobHeap } from '../shared/jobHeap';
import { ApiError } from '../http/apiError';
import { putExportFile, removeFile } from '../files/storedFiles';
import { searchMatches, writeSearchFile } from './searchFile';

/** A run's lease: longer than the trigger's timeout, so only a run that died leaves it to run out. */
export const SEARCH_EXPORT_LEASE_MS = 10 * 60 * 1000;

/** This run no longer holds the job (another run took it over after the lease ran out): it stops, writing nothing. */
class LeaseLost extends Error {}

interface StoredJob {
  query: string;
  format: (typeof EXPORT_FORMATS)[number];
  scope: ScopeFilter;
  /** absent on jobs queued before the preferences were applied to searches: their query was checked without them */
  shown?: ShownMemberFields;
  fileName: string;
}

/**
 * Builds a background download (docs/search.md "Downloads"): QUEUED → RUNNING under a lease id claimed in a
 * transaction (a redelivered event finds it RUNNING and does nothing; a run that died leaves a lease that runs out, and
 * the next delivery takes it over) → DONE with its file, or FAILED with the error code (a custom field of the query
 * deleted meanwhile: INVALID_REQUEST). Progress is written every SEARCH_EXPORT_PROGRESS_EVERY rows under the lease.
 * The scope is the one the request had, kept with the job.
 */
export async function runSearchExport(orgId: string, jobId: string): Promise<void> {
  const ref = db.doc(searchExportPath(orgId, jobId));
  const leaseId = randomUUID();
  const lease = () => Timestamp.fromMillis(Date.now() + SEARCH_EXPORT_LEASE_MS);
  const job = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const status = snap.get('status') as string | undefined;
    const leaseUntil = snap.get('leaseUntil') as Timestamp | undefined;
    const stalled = status === 'RUNNING' && (leaseUntil?.toMillis() ?? 0) < Date.now();
    if (status !== 'QUEUED' && !stalled) return null;
    tx.update(ref, { status: 'RUNNING', leaseId, leaseUntil: lease(), done: 0 });
    return snap.data() as StoredJob;
  });
  if (!job) return;
  // the heap at the start and its peak at each checkpoint: what "memory bounded" means, kept on the job (npm run bench)
  const { memory, sample } = jobHeap();
  // every write of the run checks that it still holds the job, and renews the lease
  const hold = (update: Record<string, unknown>) =>
    db.runTransaction(async (tx) => {
      const now = await tx.get(ref);
      if (now.get('status') !== 'RUNNING' || now.get('leaseId') !== leaseId) throw new LeaseLost();
      tx.update(ref, { ...update, leaseUntil: lease() });
    });
  try {
    const query = searchQuery.parse(JSON.parse(job.query));
    const shown = job.shown ?? shownMemberFields(null, 'organization');
    const matches = await searchMatches(orgId, query, { includes: (record) => recordAllowed(job.scope, record), shown });
    await hold({ total: matches.found.length });
    sample();
    const file = await writeSearchFile(orgId, job.format, matches, (done) => {
      sample();
      return hold({ done });
    });
    sample();
    const stored = await putExportFile(orgId, { kind: 'searchExport', id: jobId }, job.fileName, file.bytes, file.mimeType);
    await hold({ status: 'DONE', done: matches.found.length, fileId: stored.id, memory, finishedAt: FieldValue.serverTimestamp() }).catch(
      async (e: unknown) => {
        await removeFile(orgId, stored.id);
        throw e;
      },
    );
  } catch (e) {
    if (e instanceof LeaseLost) return;
    await hold({ status: 'FAILED', error: e instanceof ApiError ? e.code : 'UNKNOW_ERR', finishedAt: FieldValue.serverTimestamp() }).catch(
      () => undefined,
    );
    // a client's mistake is the job's outcome; anything else is a fault to log
    if (!(e instanceof ApiError)) throw e;
  }
}
