import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';

/**
 * What one kind of upload job does with its rows (members: applyJob.ts, payments: payments/uploadJob.ts), run by
 * processUploadJob: applies a chunk and answers its report; may add writes to the chunk's checkpoint (reads first,
 * then the writes it returns) and fields to the finished job.
 */
export interface JobApplier {
  applyChunk(rows: unknown[]): Promise<UploadReportRow[]>;
  checkpoint?(tx: Transaction, rows: unknown[], report: UploadReportRow[]): Promise<() => void>;
  finish?(): Promise<DocumentData>;
}
