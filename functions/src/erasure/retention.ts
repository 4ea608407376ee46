import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { retentionContract } from '@tessera/domain/contracts/erasure';
import { retentionCutoff, retentionOver } from '@tessera/domain/entities/erasure';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { col, orgCol, orgPath } from '@tessera/domain/paths';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { eraseMember } from './eraseMember';

/** POST /v1/settings/retention {years} — the organization's retention period of former members' data (null: none). */
export const setRetention = route(retentionContract, async ({ claims, principal, body }) => {
  const ref = db.doc(orgPath(claims.org));
  await db.runTransaction(async (tx) => {
    const before = ((await tx.get(ref)).get('retentionYears') as number | null | undefined) ?? null;
    if (before === body.years) return;
    tx.update(ref, { retentionYears: body.years });
    recordChange(tx, claims.org, {
      type: 'retentionChanged',
      by: auditActor(principal, claims),
      target: 'organization',
      before: { years: before },
      after: { years: body.years },
    });
  });
  return { years: body.years };
});

/**
 * At most this many erasures attempted per organization in one run (erased or failed), and this many members looked
 * at: the rest waits a day. Failures count, so that an eraser broken for everyone costs a night this many attempts per
 * organization, not its whole list of former members.
 */
export const RETENTION_ERASED_PER_ORG = 25;
const RETENTION_SCANNED_PER_ORG = 500;
const PAGE = 100;

const isoDay = (v: unknown): string | null =>
  v instanceof Timestamp ? v.toDate().toISOString().slice(0, 10) : typeof v === 'string' && v ? v.slice(0, 10) : null;

/**
 * What a failure is, for the log: our error code, or the error's class and code (a Firestore status). Never its
 * message, which may quote a document; the eraser's message is kept on the erasure job (`lastError`), where the
 * member's other data sits anyway until the job is done.
 */
const failureKind = (e: unknown): string => {
  if (e instanceof ApiError) return e.code;
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    return typeof code === 'string' || typeof code === 'number' ? `${e.name} ${code}` : e.name;
  }
  return typeof e;
};

/** The ids of one run, per organization (for tests and the log; never names). */
export interface RetentionRun {
  erased: Record<string, string[]>;
  /** members whose erasure failed: tried again on a later night (below) */
  failed: Record<string, string[]>;
}

/**
 * The retention job's run: in every organization with a retention period set, the former members whose membership
 * ended (card valid-until) before the cutoff are erased (domain entities/erasure.ts retentionOver), oldest first, at
 * most RETENTION_ERASED_PER_ORG attempts per organization: bounded work, the rest follows on the next days. An
 * organization with no period set is never looked at.
 *
 * One member's failure costs only that member: it is logged (ids and the kind of error) and the run goes on with the
 * next members and organizations. The failed member is tried again on a later night either way: a failure before the
 * erasure's first step committed leaves the member in place, so this query finds it again; a failure after it (an
 * eraser's) leaves the job RUNNING without the member, which the nightly retry resumes (retry.ts, run before this in
 * the same schedule). An organization whose reading fails is logged and skipped; the others go on.
 */
export async function runRetention(opts: { today?: string; orgId?: string } = {}): Promise<RetentionRun> {
  const today = opts.today ?? todayInItaly();
  const orgs = opts.orgId
    ? [await db.doc(orgPath(opts.orgId)).get()]
    : (await db.collection(col.organizations).where('retentionYears', '>', 0).get()).docs;
  const run: RetentionRun = { erased: {}, failed: {} };
  for (const org of orgs) {
    const years = org.get('retentionYears') as number | null | undefined;
    if (typeof years !== 'number' || years <= 0) continue;
    try {
      await retainOrganization(org.id, years, today, run);
    } catch (e) {
      logger.error('retention run stopped in an organization', { orgId: org.id, error: failureKind(e) });
    }
  }
  return run;
}

async function retainOrganization(orgId: string, years: number, today: string, run: RetentionRun): Promise<void> {
  const cutoff = Timestamp.fromDate(new Date(`${retentionCutoff(today, years)}T00:00:00Z`));
  let attempts = 0;
  let scanned = 0;
  let query = db.collection(orgCol(orgId, 'members')).where('cardValidUntil', '<', cutoff).orderBy('cardValidUntil').limit(PAGE);
  while (attempts < RETENTION_ERASED_PER_ORG && scanned < RETENTION_SCANNED_PER_ORG) {
    const page = await query.get();
    scanned += page.size;
    for (const m of page.docs) {
      if (attempts >= RETENTION_ERASED_PER_ORG) break;
      const view = { ...m.data(), validUntil: isoDay(m.get('cardValidUntil')) };
      if (!retentionOver(view, today, years)) continue;
      attempts += 1;
      try {
        await eraseMember({ orgId, memberId: m.id, origin: 'retention', reason: '', by: null });
        (run.erased[orgId] ??= []).push(m.id);
      } catch (e) {
        (run.failed[orgId] ??= []).push(m.id);
        logger.error('retention erasure of a member failed', { orgId, memberId: m.id, error: failureKind(e) });
      }
    }
    if (page.size < PAGE) break;
    query = query.startAfter(page.docs[page.size - 1]!);
  }
}
