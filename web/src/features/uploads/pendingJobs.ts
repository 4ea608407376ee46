import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import type { PaymentUploadMode } from '@tessera/domain/uploads/paymentUpload';
import { PENDING_COUNTERS_KEY } from '@tessera/domain/uploads/memberUpload';

/** A bulk upload this browser started: kept under "pending-counters" until its report is closed. */
export type PendingJob = { orgId: string; jobId: string; fileName: string } & (
  { kind?: 'members'; mode: MemberUploadMode } | { kind: 'payments'; mode: PaymentUploadMode }
);

/** The jobs of one kind (members: the member dialog; payments: the payment dialog) this browser started in `orgId`. */
export function pendingJobs(orgId: string, kind: 'members' | 'payments' = 'members'): PendingJob[] {
  try {
    const all = JSON.parse(localStorage.getItem(PENDING_COUNTERS_KEY) ?? '[]') as unknown;
    return Array.isArray(all)
      ? (all as PendingJob[]).filter((j) => j && j.orgId === orgId && typeof j.jobId === 'string' && (j.kind ?? 'members') === kind)
      : [];
  } catch {
    return [];
  }
}

function save(all: PendingJob[]) {
  try {
    localStorage.setItem(PENDING_COUNTERS_KEY, JSON.stringify(all));
  } catch {
    // storage unavailable: the job still runs, the dialog just cannot show it again after a reload
  }
}

function readAll(): PendingJob[] {
  try {
    const all = JSON.parse(localStorage.getItem(PENDING_COUNTERS_KEY) ?? '[]') as unknown;
    return Array.isArray(all) ? (all as PendingJob[]) : [];
  } catch {
    return [];
  }
}

export function rememberJob(job: PendingJob) {
  save([...readAll().filter((j) => j.jobId !== job.jobId), job]);
}

export function forgetJob(jobId: string) {
  save(readAll().filter((j) => j.jobId !== jobId));
}
