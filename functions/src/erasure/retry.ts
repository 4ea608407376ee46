import type { QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { AuditActor } from '@tessera/domain/entities/audit';
import type { ErasureSource } from '@tessera/domain/entities/erasure';
import { col, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { eraseMember } from './eraseMember';

/** A job untouched this long is no run in progress any more: one that failed, or whose process died. */
export const ERASURE_STALLED_MS = 60 * 60_000;
/** At most this many stalled jobs resumed per organization in one night: the rest waits for the next. */
export const ERASURES_RESUMED_PER_ORG = 25;
/** RUNNING jobs read per organization (few are ever left: each one is a failure). */
const SCANNED_PER_ORG = 200;

/**
 * The nightly retry of erasures that failed midway (retentionSchedule, triggers.ts): in every organization, the jobs
 * still RUNNING whose last run started more than ERASURE_STALLED_MS ago are run again by eraseMember, as the same
 * request (origin, reason, who), oldest first and at most ERASURES_RESUMED_PER_ORG per organization. Each run counts
 * on the job (`attempts`); a run that fails again keeps its error (`lastError`) and waits for the next night, without
 * stopping the others. Answers the member ids resumed and finished, and those that failed again, per organization (for
 * tests and the log; never names).
 */
export async function resumeStalledErasures(
  opts: { now?: Date; orgId?: string } = {},
): Promise<{ resumed: Record<string, string[]>; failed: Record<string, string[]> }> {
  const cutoff = (opts.now ?? new Date()).getTime() - ERASURE_STALLED_MS;
  const orgIds = opts.orgId ? [opts.orgId] : (await db.collection(col.organizations).select().get()).docs.map((d) => d.id);
  const resumed: Record<string, string[]> = {};
  const failed: Record<string, string[]> = {};
  for (const orgId of orgIds) {
    const running = await db.collection(orgCol(orgId, 'erasures')).where('status', '==', 'RUNNING').limit(SCANNED_PER_ORG).get();
    const lastRun = (d: QueryDocumentSnapshot) =>
      ((d.get('lastAttemptAt') ?? d.get('startedAt')) as Timestamp | null | undefined)?.toMillis() ?? 0;
    const stalled = running.docs
      .filter((d) => lastRun(d) < cutoff)
      .sort((a, b) => lastRun(a) - lastRun(b))
      .slice(0, ERASURES_RESUMED_PER_ORG);
    for (const job of stalled) {
      try {
        await eraseMember({
          orgId,
          memberId: job.id,
          origin: job.get('origin') as ErasureSource,
          reason: (job.get('reason') as string | undefined) ?? '',
          by: (job.get('by') as AuditActor | null | undefined) ?? null,
        });
        (resumed[orgId] ??= []).push(job.id);
      } catch {
        // its error is on the job (eraseMember keeps it); the next night tries again
        (failed[orgId] ??= []).push(job.id);
      }
    }
  }
  return { resumed, failed };
}
