import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { ARCHIVE_PARTS } from '@tessera/domain/archive/manifest';
import type { AuditActor } from '@tessera/domain/entities/audit';
import { recordChange } from '../shared/audit';

/** Who queued the job, as the audit names them (a job queued without one, by a test or a script: the system). */
function jobActor(job: DocumentData): AuditActor | null {
  const by = job.createdBy as Partial<AuditActor> | undefined;
  if (!by?.uid) return null;
  return { uid: by.uid, email: by.email ?? null, role: by.role ?? 'organization' };
}

/** An archive's size as the audit keeps it: documents in all, members and payments, and each part's count. */
function countsOf(counts: Record<string, number>, jobId: string) {
  const documents = ARCHIVE_PARTS.reduce((n, p) => n + (counts[p.name] ?? 0), 0);
  return { documents, members: counts.members ?? 0, payments: counts.payments ?? 0, counts, jobId };
}

/** The export's record, in the organization exported, written with its DONE: who, when (the record's time), counts, size. */
export function recordExport(tx: Transaction, orgId: string, jobId: string, job: DocumentData, last: Record<string, unknown>): void {
  recordChange(tx, orgId, {
    type: 'archiveExported',
    by: jobActor(job),
    target: orgId,
    before: null,
    after: { fileName: last.fileName, size: last.size, ...countsOf(last.counts as Record<string, number>, jobId) },
  });
}

/** The import's record, in the new organization, written with its DONE: who, where the archive came from, counts. */
export function recordImport(tx: Transaction, orgId: string, jobId: string, job: DocumentData, last: Record<string, unknown>): void {
  const source = (job.source ?? {}) as { organization?: { id?: string; name?: string }; createdAt?: string; toolVersion?: string };
  recordChange(tx, orgId, {
    type: 'archiveImported',
    by: jobActor(job),
    target: orgId,
    before: null,
    after: {
      sourceName: source.organization?.name ?? null,
      sourceId: source.organization?.id ?? null,
      archivedAt: source.createdAt ?? null,
      toolVersion: source.toolVersion ?? null,
      ...countsOf(last.counts as Record<string, number>, jobId),
    },
  });
}
