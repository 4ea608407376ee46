import { LATEST_VERIFICATION, type VerificationReason } from '@tessera/domain/payments/verification';
import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

export interface VerificationJob {
  year: number;
  sendMail: boolean;
  state: 'RUNNING' | 'DONE';
  total: number;
  processed: number;
  changed: number;
  reminded: number;
  /** fees queued for charging to saved cards (auto-renew); absent on jobs from before */
  charging?: number;
  by: string;
  createdAt: Date | null;
}

export interface VerificationRow {
  id: string;
  holder: string;
  before: string | null;
  after: string | null;
  reason: VerificationReason | null;
  reminded: boolean;
}

/** How many of a job's report rows the dialog lists (the rest: the members list filtered by status). */
export const REPORT_ROWS_SHOWN = 20;

/** The newest verification job's id, live (verifications/latest), null before the first. */
export function useLatestVerificationId(orgId: string): string | null {
  const latest = useLiveDocument<{ jobId?: string }>(`${orgCol(orgId, 'verifications')}/${LATEST_VERIFICATION}`);
  return latest.status === 'success' ? (latest.data?.jobId ?? null) : null;
}

/** A verification job's progress, live. */
export const useVerificationJob = (orgId: string, id: string | null): Live<VerificationJob | null> =>
  useLiveDocument<VerificationJob>(id ? `${orgCol(orgId, 'verifications')}/${id}` : null);

/** The first rows of a job's report, live. */
export const useVerificationReport = (orgId: string, id: string) =>
  useLiveCollection<VerificationRow>(`${orgCol(orgId, 'verifications')}/${id}/report`, { limit: REPORT_ROWS_SHOWN });
