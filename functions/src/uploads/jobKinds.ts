import type { DocumentData, DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import type { UploadJobScope } from '@tessera/domain/uploads/jobScope';

/**
 * The kinds of upload job, registered by their areas the way they register their routes (each from its own wiring
 * file, loaded by the functions' entry): the job machinery (jobStore.ts, lease.ts, applyJob.ts) stores, claims,
 * checkpoints and resumes any job, and hands its rows to the applier of the job's kind (a member file: memberUploads/,
 * a bank statement or payroll file: payments/uploads/).
 */

/** One run of a job, as the machinery claimed it; a kind adds the stored fields its applier reads (`fields`). */
export interface UploadJob {
  id: string;
  /** absent: a member file (the oldest jobs name no kind) */
  kind?: string;
  mode: string;
  scope: UploadJobScope;
  /** the claim of this run: a resumed job gets a new one, and a run whose claim is gone stops */
  leaseId: string;
}

/** The kind of the oldest jobs, which name none. */
export const DEFAULT_JOB_KIND = 'members';

/**
 * What one kind of upload job does with its rows, run by processUploadJob: applies a chunk and answers its report; may
 * add writes to the chunk's checkpoint (reads first, then the writes it returns) and fields to the finished job.
 */
export interface JobApplier {
  applyChunk(rows: unknown[]): Promise<UploadReportRow[]>;
  checkpoint?(tx: Transaction, rows: unknown[], report: UploadReportRow[]): Promise<() => void>;
  finish?(): Promise<DocumentData>;
}

export interface UploadJobKind<J extends UploadJob> {
  /** the stored job's fields this kind's run carries besides the machinery's own (read when a run claims it) */
  fields?(stored: DocumentSnapshot): Omit<J, keyof UploadJob>;
  /** the applier of one run, made once per run (what it reads once for the whole file) */
  applier(orgId: string, job: J, jobRef: DocumentReference): Promise<JobApplier>;
}

const kinds = new Map<string, UploadJobKind<UploadJob>>();

export function registerUploadJobKind<J extends UploadJob>(kind: string, handlers: UploadJobKind<J>): void {
  if (kinds.has(kind)) throw new Error(`the upload job kind ${kind} is registered twice`);
  kinds.set(kind, handlers as unknown as UploadJobKind<UploadJob>);
}

/** The registered kind of a job (absent: a member file's), if any. */
export const uploadJobKind = (kind: string | undefined): UploadJobKind<UploadJob> | undefined => kinds.get(kind ?? DEFAULT_JOB_KIND);
