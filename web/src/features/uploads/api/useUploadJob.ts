import { orgCol } from '@tessera/domain/paths';
import type { UploadJob, UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** The job document, live: its counters move while the trigger applies the rows. */
export function useUploadJob(orgId: string, jobId: string) {
  return useLiveDocument<UploadJob>(`${orgCol(orgId, 'uploads')}/${jobId}`);
}

/** The report documents of a job (one per chunk of 500 rows), live. */
export function useUploadReport(orgId: string, jobId: string) {
  return useLiveCollection<{ id: string; n: number; rows: UploadReportRow[] }>(`${orgCol(orgId, 'uploads')}/${jobId}/report`);
}
