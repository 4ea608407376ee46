import { Timestamp } from 'firebase-admin/firestore';
import { retentionContract } from '@tessera/domain/contracts/erasure';
import { retentionCutoff, retentionOver } from '@tessera/domain/entities/erasure';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { col, orgCol, orgPath } from '@tessera/domain/paths';
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

/** At most this many members erased per organization in one run, and this many looked at: the rest waits a day. */
export const RETENTION_ERASED_PER_ORG = 25;
const RETENTION_SCANNED_PER_ORG = 500;
const PAGE = 100;

const isoDay = (v: unknown): string | null =>
  v instanceof Timestamp ? v.toDate().toISOString().slice(0, 10) : typeof v === 'string' && v ? v.slice(0, 10) : null;

/**
 * The retention job's run: in every organization with a retention period set, the former members whose membership
 * ended (card valid-until) before the cutoff are erased (domain entities/erasure.ts retentionOver), oldest first, at
 * most RETENTION_ERASED_PER_ORG per organization: bounded work, the rest follows on the next days. An organization with
 * no period set is never looked at. Answers the ids erased, per organization (for tests and the log; never names).
 */
export async function runRetention(opts: { today?: string; orgId?: string } = {}): Promise<Record<string, string[]>> {
  const today = opts.today ?? todayInItaly();
  const orgs = opts.orgId
    ? [await db.doc(orgPath(opts.orgId)).get()]
    : (await db.collection(col.organizations).where('retentionYears', '>', 0).get()).docs;
  const erased: Record<string, string[]> = {};
  for (const org of orgs) {
    const years = org.get('retentionYears') as number | null | undefined;
    if (typeof years !== 'number' || years <= 0) continue;
    const cutoff = Timestamp.fromDate(new Date(`${retentionCutoff(today, years)}T00:00:00Z`));
    const ids: string[] = [];
    let scanned = 0;
    let query = db.collection(orgCol(org.id, 'members')).where('cardValidUntil', '<', cutoff).orderBy('cardValidUntil').limit(PAGE);
    while (ids.length < RETENTION_ERASED_PER_ORG && scanned < RETENTION_SCANNED_PER_ORG) {
      const page = await query.get();
      scanned += page.size;
      for (const m of page.docs) {
        if (ids.length >= RETENTION_ERASED_PER_ORG) break;
        const view = { ...m.data(), validUntil: isoDay(m.get('cardValidUntil')) };
        if (!retentionOver(view, today, years)) continue;
        await eraseMember({
          orgId: org.id,
          memberId: m.id,
          origin: 'retention',
          reason: '',
          by: null,
        });
        ids.push(m.id);
      }
      if (page.size < PAGE) break;
      query = query.startAfter(page.docs[page.size - 1]!);
    }
    if (ids.length) erased[org.id] = ids;
  }
  return erased;
}
