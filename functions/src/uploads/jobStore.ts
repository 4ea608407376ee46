import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { MEMBER_UPLOAD_CHUNK_ROWS, UPLOAD_LEASE_MS } from '@tessera/domain/uploads/memberUpload';
import { orgCol } from '@tessera/domain/paths';
import { uploadJobScopeSchema, type UploadJobScope } from '@tessera/domain/uploads/jobScope';
import { db } from '../shared/admin';
import { inPool } from '../shared/inPool';
import { DEFAULT_JOB_KIND } from './jobKinds';
import { chunkKeyFields } from './rowKeys';

/** Chunk documents written at once while a job is stored. */
const CHUNKS_IN_FLIGHT = 4;

/**
 * A job as stored: its kind (absent: a member file) and mode, the file, with whose scope it applies, and the fields its
 * kind adds (jobKinds.ts).
 */
export type UploadJobFields = {
  kind?: string;
  mode: string;
  fileName: string;
  format: string;
  createdBy: string;
  scope: UploadJobScope;
} & Record<string, unknown>;

/**
 * Stores the rows in chunk documents, then the job (chunks first: the trigger starts on the job and finds every
 * chunk in place). The job is QUEUED for the trigger; with `claim` (the benchmark, which applies in-process) it is
 * stored RUNNING under that lease.
 */
export async function storeUploadJob(
  orgId: string,
  job: UploadJobFields,
  rows: readonly unknown[],
  claim?: { leaseId: string },
): Promise<string> {
  // Fail closed: a job that does not say whose scope it applies with is never stored (it would apply unscoped).
  uploadJobScopeSchema.parse(job.scope);
  const jobRef = db.collection(orgCol(orgId, 'uploads')).doc();
  const chunks = Array.from({ length: Math.ceil(rows.length / MEMBER_UPLOAD_CHUNK_ROWS) }, (_, n) => n);
  // A few chunks in flight, each sliced when written: the whole file's chunks queued at once held every one of them
  // encoded for the wire, hundreds of megabytes for a large file.
  // Each chunk carries the keys of its rows, which an erasure finds it by (rowKeys.ts).
  await inPool(chunks, CHUNKS_IN_FLIGHT, (n) => {
    const slice = rows.slice(n * MEMBER_UPLOAD_CHUNK_ROWS, (n + 1) * MEMBER_UPLOAD_CHUNK_ROWS);
    return jobRef
      .collection('chunks')
      .doc(String(n))
      .create({ n, rows: slice, ...chunkKeyFields(orgId, slice), appliedAt: null });
  });
  await jobRef.create({
    kind: DEFAULT_JOB_KIND,
    ...job,
    ...(claim
      ? { state: 'RUNNING', leaseId: claim.leaseId, leaseExpiresAt: Timestamp.fromMillis(Date.now() + UPLOAD_LEASE_MS) }
      : { state: 'QUEUED' }),
    total: rows.length,
    processed: 0,
    applied: 0,
    skipped: 0,
    refused: 0,
    chunks: chunks.length,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return jobRef.id;
}
