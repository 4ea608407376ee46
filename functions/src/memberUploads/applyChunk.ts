import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { cardPath, memberPath, memberSidePaths } from '@tessera/domain/paths';
import type { ParsedUploadRow, UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { planRow, type StoredMember, type UploadMemberFields } from '@tessera/domain/uploads/rowPlan';
import { bulkWriter, db } from '../shared/admin';
import { dateToTimestamp } from '../shared/serialize';
import { isoOf } from '../cards/cardData';
import { adminOnlyRef } from '../members/adminOnly';
import { UPLOADED_MEMBER_FIELD, type CreatedMember } from '../memberReactions/registry';
import { removeMemberSignIns } from '../accounts/memberSignIns';
import type { AtomicRow, Writes } from './atomicRows';
import { writeAtomicRows } from './atomicBatches';
import type { MemberJob } from './memberJob';
import type { MemberIndex } from './memberIndex';

/** A stored member as the planner reads it: timestamps (birth date, card valid-until …) as ISO days. */
function plainMember(snap: DocumentSnapshot | undefined): StoredMember | undefined {
  const data = snap?.data();
  if (!data) return undefined;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Timestamp ? isoOf(v) : v]));
}

/** A plan's member fields as stored: ISO days as timestamps, the update time from the server. */
function storedFields(fields: UploadMemberFields): DocumentData {
  const out: DocumentData = { ...fields, updatedAt: FieldValue.serverTimestamp() };
  for (const k of ['birthDate', 'cardValidUntil'] as const) if (typeof out[k] === 'string') out[k] = dateToTimestamp(out[k] as string);
  return out;
}

/** A chunk applied: its report, and the members it created, as written (what their reactions derive: memberApplier). */
export interface AppliedChunk {
  report: UploadReportRow[];
  created: CreatedMember[];
}

/**
 * Applies one chunk's rows and answers its report: each row planned (planRow, pure) and its plan written. Every write
 * is keyed deterministically (matched members by id, new members as `{jobId}-{line}`, cards by number, claims by
 * value), so re-applying a chunk whose checkpoint was never recorded rewrites the same documents: nothing is applied
 * twice. Rows that give a member a new email or tax code, or a new card, are written atomically with their claims
 * (writeAtomicRows); plain updates go through a BulkWriter. `touched` holds the members earlier rows of the whole job
 * changed: a second row for one of them is refused.
 */
export async function applyChunk(
  orgId: string,
  job: MemberJob,
  rows: ParsedUploadRow[],
  groups: Map<string, string>,
  index: MemberIndex,
  touched: Set<string>,
  requiredCustomFields: readonly string[],
): Promise<AppliedChunk> {
  const ok = rows.filter((r): r is Extract<ParsedUploadRow, { ok: true }> => r.ok);
  const matched = await index.snapshots(ok.map((r) => r.data));
  // The file's card numbers and those of the matched members (whose card follows the holder's name and group).
  const numbers = new Set(ok.flatMap((r) => (r.data.cardNumber ? [r.data.cardNumber] : [])));
  for (const m of matched.values()) {
    const n = m.get('cardNumber');
    if (typeof n === 'string' && n) numbers.add(n);
  }
  const cardRefs = [...numbers].map((n) => db.doc(cardPath(orgId, n)));
  const cards = new Map((cardRefs.length ? await db.getAll(...cardRefs) : []).filter((c) => c.exists).map((c) => [c.id, c]));
  const members = new Map([...matched].map(([id, snap]) => [id, plainMember(snap)!]));
  const planJob = { id: job.id, mode: job.mode, scope: job.scope, today: todayInItaly(), requiredCustomFields };
  const lookups = {
    holderOfEmail: (email: string | undefined) => index.holderOfEmail(email),
    holderOfSsn: (ssn: string | undefined) => index.holderOfSsn(ssn),
    member: (id: string) => members.get(id),
    card: (number: string) => {
      const c = cards.get(number);
      return c ? { memberId: c.get('memberId') as unknown } : undefined;
    },
    group: (key: string) => groups.get(key),
    touched,
  };
  const writer = bulkWriter();
  const failures: string[] = [];
  const track = (p: Promise<unknown>) => void p.catch((e: unknown) => failures.push(String(e)));
  const report: UploadReportRow[] = [];
  const atomic: AtomicRow[] = [];
  const created: CreatedMember[] = [];
  const deleted: string[] = [];
  // A time rather than the server's: the new members' search rows are built from it before the write lands.
  const registeredAt = Timestamp.now();

  for (const row of rows) {
    const plan = planRow(row, planJob, lookups);
    report.push(plan.report);
    if (plan.kind === 'REPORT') continue;
    touched.add(plan.memberId);
    if (plan.kind === 'DELETE') {
      index.deleted(plan.memberId, plan.before);
      track(writer.delete(db.doc(memberPath(orgId, plan.memberId))));
      // its back-office document, card download log and wallet pass mark go with it
      for (const side of memberSidePaths(orgId, plan.memberId)) track(writer.delete(db.doc(side)));
      if (plan.cardNumber) track(writer.delete(db.doc(cardPath(orgId, plan.cardNumber))));
      deleted.push(plan.memberId);
      continue;
    }
    const ref = db.doc(memberPath(orgId, plan.memberId));
    const fields = storedFields(plan.fields);
    const doc = plan.existing
      ? fields
      : {
          ssn: '',
          accountStatus: 'ACTIVE',
          cardStatus: plan.card ? 'ACTIVE' : 'NOT_FOUND',
          registeredAt,
          lastPaymentAt: null,
          [UPLOADED_MEMBER_FIELD]: job.id,
          ...fields,
        };
    const adminOnly = plan.adminCustom ? { customFields: plan.adminCustom } : undefined;
    // A member created by an earlier run of this chunk that stopped before its checkpoint: its create event skipped
    // what the checkpoint writes, so this run writes it for the member as that run created it (counted once: that
    // run's checkpoint never happened); what this run's rewrite changes, its own update event follows.
    const leftover = plan.existing && plan.memberId === `${job.id}-${row.line}` && plan.before?.[UPLOADED_MEMBER_FIELD] === job.id;
    if (!plan.existing) created.push({ memberId: plan.memberId, after: doc, adminOnly });
    else if (leftover) created.push({ memberId: plan.memberId, after: matched.get(plan.memberId)!.data()!, adminOnly });
    const write = (w: Writes) => {
      w.set(ref, doc, plan.existing);
      if (plan.adminCustom) {
        const names = Object.keys(plan.adminCustom);
        // merged into the document: the member's other hidden values stay; the keys find the holders (settings)
        w.set(
          adminOnlyRef(orgId, plan.memberId),
          {
            customFields: plan.adminCustom,
            customFieldKeys: FieldValue.arrayUnion(...names),
            org: orgId,
            updatedAt: FieldValue.serverTimestamp(),
          },
          true,
        );
      }
      if (plan.refreshCard) {
        const { number, ...holder } = plan.refreshCard;
        w.set(db.doc(cardPath(orgId, number)), holder, true);
      }
      if (plan.card && plan.newCard)
        w.create(db.doc(cardPath(orgId, plan.card.number)), { ...plan.card, status: 'ACTIVE', validUntil: fields.cardValidUntil });
      else if (plan.card) w.set(db.doc(cardPath(orgId, plan.card.number)), plan.card, true);
    };
    index.written(plan.memberId, plan.before, plan.merged);
    if (plan.claims.email || plan.claims.ssn || plan.newCard) {
      const newCard = plan.newCard ? plan.card!.number : null;
      atomic.push({
        line: row.line,
        memberId: plan.memberId,
        existing: plan.existing,
        claims: plan.claims,
        newCard,
        write,
        applied: plan.report,
      });
      continue;
    }
    write({
      set: (r, d, merge) => track(merge ? writer.set(r, d, { merge: true }) : writer.set(r, d)),
      create: (r, d) => track(writer.create(r, d)),
    });
  }
  const [, outcomes] = await Promise.all([writer.close(), writeAtomicRows(orgId, atomic)]);
  if (failures.length) throw new Error(`bulk writes failed: ${failures.slice(0, 3).join('; ')}`);
  // the deleted members' sign-ins go once the members are gone (accounts/memberSignIns.ts): no profile points at nothing
  if (deleted.length) await removeMemberSignIns(orgId, deleted);
  // a row that lost a value or a number to another writer is refused: its member is not in the database
  const byLine = new Map(outcomes.map((o) => [o.line, o]));
  const refused = new Set<string>();
  for (const r of atomic) {
    if (byLine.get(r.line)?.outcome !== 'REFUSED') continue;
    touched.delete(r.memberId);
    index.deleted(r.memberId, { email: r.claims.email, ssn: r.claims.ssn });
    if (!r.existing) refused.add(r.memberId);
  }
  return { report: report.map((r) => byLine.get(r.line) ?? r), created: created.filter((m) => !refused.has(m.memberId)) };
}
