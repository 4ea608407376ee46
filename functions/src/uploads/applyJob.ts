import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import { cardPath, memberPath, orgCol } from '@tessera/domain/paths';
import {
  UPLOAD_LEASE_MS,
  type ParsedUploadRow,
  type UploadReason,
  type UploadReportRow,
  type UploadRowData,
} from '@tessera/domain/uploads/memberUpload';
import { uploadJobScopeSchema, type UploadJobScope } from '@tessera/domain/uploads/jobScope';
import { db } from '../shared/admin';
import { dateToTimestamp } from '../shared/serialize';
import { processedEventRef } from '../shared/processedEvents';
import { readCardCounter } from '../members/cardCounter';
import { cardHolderFields, issuedCardFields } from '../members/cardRecord';
import { memberListUpdate } from '../members/memberRecord';
import type { MemberKeys } from '../members/uniqueClaims';
import { ATOMIC_ROWS_IN_FLIGHT, inPool, writeAtomicRow, type AtomicRow, type Writes } from './atomicRows';
import { MemberIndex } from './memberIndex';
import { adminOnlyRef } from '../members/adminOnly';

export interface JobInfo {
  id: string;
  mode: MemberUploadMode;
  scope: UploadJobScope;
  /** the claim of this run: a resumed job gets a new one, and a run whose claim is gone stops */
  leaseId: string;
}

/** A lease that runs UPLOAD_LEASE_MS from now (renewed at every checkpoint). */
const leaseUntil = () => Timestamp.fromMillis(Date.now() + UPLOAD_LEASE_MS);

/** Thrown when the job was resumed by someone else while this run was slow: this run stops and writes nothing more. */
class LeaseLost extends Error {}

/** Inside a transaction: the job must still hold this run's lease; renews it. */
async function holdLease(tx: FirebaseFirestore.Transaction, jobRef: DocumentReference, job: JobInfo): Promise<void> {
  const now = await tx.get(jobRef);
  if (now.get('state') !== 'RUNNING' || now.get('leaseId') !== job.leaseId) throw new LeaseLost();
  tx.update(jobRef, { leaseExpiresAt: leaseUntil() });
}

/** Group ids and names (lower-case) of the organization: the file may name a group by id or by name. */
async function loadGroups(orgId: string): Promise<Map<string, string>> {
  const snap = await db.collection(orgCol(orgId, 'listValues')).where('type', '==', 'groups').get();
  const byKey = new Map<string, string>();
  for (const d of snap.docs) {
    byKey.set(d.id, d.id);
    const name = String(d.get('name') ?? '')
      .trim()
      .toLowerCase();
    if (name && !byKey.has(name)) byKey.set(name, d.id);
  }
  return byKey;
}

function memberUpdate(data: UploadRowData, group: string | undefined, previous: DocumentData | undefined): DocumentData {
  const out: DocumentData = {};
  if (data.name) out.name = data.name;
  if (data.surname) out.surname = data.surname;
  if (data.email) out.email = data.email;
  if (data.phone) out.phone = data.phone;
  if (data.ssn) out.ssn = data.ssn;
  if (data.cardNumber) out.cardNumber = data.cardNumber;
  if (group) out.group = group;
  if (data.birthDate) out.birthDate = dateToTimestamp(data.birthDate);
  if (data.address || data.city || data.zip || data.province) {
    const prev = (previous?.residence ?? {}) as DocumentData;
    out.residence = {
      line: data.address ?? prev.line ?? '',
      city: data.city ?? prev.city ?? '',
      state: data.province ?? prev.state ?? '',
      country: prev.country ?? '',
      zip: data.zip ?? prev.zip ?? '',
    };
  }
  const merged = { ...previous, ...out };
  Object.assign(out, memberListUpdate(merged));
  out.updatedAt = FieldValue.serverTimestamp();
  return out;
}

/** The names of the fields `fields` changes on `previous` (residence parts as `residence.line` …), bookkeeping left out. */
export function changedFields(previous: DocumentData | undefined, fields: DocumentData): string[] {
  const same = (a: unknown, b: unknown) => (a instanceof Timestamp && b instanceof Timestamp ? a.isEqual(b) : (a ?? '') === (b ?? ''));
  const out: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'searchTokens' || name === 'sortKeys' || name === 'updatedAt') continue;
    if (name === 'residence') {
      const before = (previous?.residence ?? {}) as DocumentData;
      for (const [part, v] of Object.entries(value as DocumentData)) if (!same(before[part], v)) out.push(`residence.${part}`);
    } else if (!same(previous?.[name], value)) {
      out.push(name);
    }
  }
  return out;
}

/**
 * Applies one chunk's rows and answers its report. Every write is keyed deterministically (matched members by id,
 * new members as `{jobId}-{line}`, cards by number, claims by value), so re-applying a chunk whose checkpoint was
 * never recorded rewrites the same documents: nothing is applied twice. Rows that give a member a new email or tax
 * code, or a new card, are written atomically with their claims (writeAtomicRow); plain updates go through a BulkWriter.
 * `touched` holds the members earlier rows of the whole job changed: a second row for one of them is refused.
 */
async function applyChunk(
  orgId: string,
  job: JobInfo,
  rows: ParsedUploadRow[],
  groups: Map<string, string>,
  index: MemberIndex,
  touched: Set<string>,
): Promise<UploadReportRow[]> {
  const ok = rows.filter((r): r is Extract<ParsedUploadRow, { ok: true }> => r.ok);
  const matched = await index.snapshots(ok.map((r) => r.data));
  const memberOf = (id: string | undefined) => (id ? matched.get(id) : undefined);
  // The file's card numbers and those of the matched members (whose card follows the holder's name and group).
  const numbers = new Set(ok.flatMap((r) => (r.data.cardNumber ? [r.data.cardNumber] : [])));
  for (const m of matched.values()) {
    const n = m.get('cardNumber');
    if (typeof n === 'string' && n) numbers.add(n);
  }
  const cardRefs = [...numbers].map((n) => db.doc(cardPath(orgId, n)));
  const cards = new Map((cardRefs.length ? await db.getAll(...cardRefs) : []).filter((c) => c.exists).map((c) => [c.id, c]));
  const groupAdmin = job.scope.role === 'group';
  const inScope = (g: unknown) => !groupAdmin || (typeof g === 'string' && job.scope.groups.includes(g));
  const writer = db.bulkWriter();
  const failures: string[] = [];
  const track = (p: Promise<unknown>) => void p.catch((e: unknown) => failures.push(String(e)));
  const report: UploadReportRow[] = [];
  const atomic: AtomicRow[] = [];

  for (const row of rows) {
    if (!row.ok) {
      // a refused row that still names a member: RESET keeps that member's card
      const named = index.holderOfEmail(row.keys?.email) ?? index.holderOfSsn(row.keys?.ssn);
      report.push({
        line: row.line,
        outcome: 'REFUSED',
        reason: row.reason,
        ...(row.column ? { column: row.column } : {}),
        ...(named ? { memberId: named } : {}),
      });
      continue;
    }
    const { data, line } = row;
    const emailHolder = index.holderOfEmail(data.email);
    const ssnHolder = index.holderOfSsn(data.ssn);
    const existing = memberOf(emailHolder) ?? memberOf(ssnHolder);
    const refuse = (reason: UploadReason, column?: string) =>
      report.push({ line, outcome: 'REFUSED', reason, ...(column ? { column } : {}), ...(existing ? { memberId: existing.id } : {}) });
    // The row's email and tax code must name one member: never update one member with another's data.
    const before = existing?.data();
    if (emailHolder && ssnHolder && emailHolder !== ssnHolder) {
      refuse('KEYS_CONFLICT', 'taxcode');
      continue;
    }
    if (data.email && before?.email && before.email !== data.email) {
      refuse('KEYS_CONFLICT', 'email');
      continue;
    }
    if (data.ssn && before?.ssn && before.ssn !== data.ssn) {
      refuse('KEYS_CONFLICT', 'taxcode');
      continue;
    }
    let group: string | undefined;
    if (data.group) {
      group = groups.get(data.group) ?? groups.get(data.group.toLowerCase());
      if (!group) {
        refuse('UNKNOWN_GROUP', 'group');
        continue;
      }
    }
    if (existing && touched.has(existing.id)) {
      refuse('DUPLICATE_IN_FILE', data.email ? 'email' : 'taxcode');
      continue;
    }
    if ((existing && !inScope(existing.get('group'))) || (group && !inScope(group)) || (!existing && groupAdmin && !group)) {
      refuse('OUT_OF_SCOPE', 'group');
      continue;
    }

    if (job.mode === 'DELETE') {
      if (!existing) {
        report.push({ line, outcome: 'SKIPPED', reason: 'NOT_FOUND' });
        continue;
      }
      touched.add(existing.id);
      index.deleted(existing.id, before!);
      track(writer.delete(existing.ref));
      // the member's back-office-only document goes with it (a subcollection outlives its parent otherwise)
      track(writer.delete(adminOnlyRef(orgId, existing.id)));
      const number = existing.get('cardNumber');
      if (typeof number === 'string' && number) track(writer.delete(db.doc(cardPath(orgId, number))));
      report.push({ line, outcome: 'APPLIED', memberId: existing.id });
      continue;
    }
    if (!existing && job.mode !== 'UPSERT') {
      report.push({ line, outcome: 'SKIPPED', reason: 'NOT_FOUND' });
      continue;
    }
    const memberId = existing?.id ?? `${job.id}-${line}`;
    const card = data.cardNumber ? cards.get(data.cardNumber) : undefined;
    if (card && card.get('memberId') !== memberId) {
      refuse('CARD_NUMBER_ALREADY_USED', 'cardnumber');
      continue;
    }
    const previousCard = existing?.get('cardNumber');
    if (data.cardNumber && typeof previousCard === 'string' && previousCard && previousCard !== data.cardNumber) {
      refuse('CARD_NUMBER_MISMATCH', 'cardnumber');
      continue;
    }
    touched.add(memberId);
    const ref = db.doc(memberPath(orgId, memberId));
    const fields = memberUpdate(data, group, before);
    const newCard = !!data.cardNumber && !card;
    if (newCard) Object.assign(fields, issuedCardFields(before));
    const merged = { ...before, ...fields };
    const cardData = data.cardNumber ? { number: data.cardNumber, memberId, ...cardHolderFields(data.cardNumber, merged) } : null;
    const write = (w: Writes) => {
      if (existing) w.set(ref, fields, true);
      else
        w.set(
          ref,
          {
            ssn: '',
            accountStatus: 'ACTIVE',
            cardStatus: data.cardNumber ? 'ACTIVE' : 'NOT_FOUND',
            registeredAt: FieldValue.serverTimestamp(),
            lastPaymentAt: null,
            uploadJob: job.id,
            ...fields,
          },
          false,
        );
      if (!data.cardNumber && typeof previousCard === 'string' && cards.get(previousCard)?.get('memberId') === memberId)
        w.set(db.doc(cardPath(orgId, previousCard)), cardHolderFields(previousCard, merged), true);
      if (cardData && newCard)
        w.create(db.doc(cardPath(orgId, cardData.number)), { ...cardData, status: 'ACTIVE', validUntil: fields.cardValidUntil });
      else if (cardData) w.set(db.doc(cardPath(orgId, cardData.number)), cardData, true);
    };
    index.written(memberId, before, merged);
    const applied: UploadReportRow = { line, outcome: 'APPLIED', memberId, changes: changedFields(before, fields) };
    // the keys the member gains: claimed with it, so a concurrent writer of the same value loses
    const claims: MemberKeys = {};
    if (data.email && before?.email !== data.email) claims.email = data.email;
    if (data.ssn && before?.ssn !== data.ssn) claims.ssn = data.ssn;
    if (claims.email || claims.ssn || newCard) {
      atomic.push({ line, memberId, existing: !!existing, claims, newCard: newCard ? data.cardNumber! : null, write, applied });
      report.push(applied);
      continue;
    }
    write({
      set: (r, d, merge) => track(merge ? writer.set(r, d, { merge: true }) : writer.set(r, d)),
      create: (r, d) => track(writer.create(r, d)),
    });
    report.push(applied);
  }
  const [, outcomes] = await Promise.all([writer.close(), inPool(atomic, ATOMIC_ROWS_IN_FLIGHT, (r) => writeAtomicRow(orgId, r))]);
  if (failures.length) throw new Error(`bulk writes failed: ${failures.slice(0, 3).join('; ')}`);
  // a row that lost a value or a number to another writer is refused: its member is not in the database
  const byLine = new Map(outcomes.map((o) => [o.line, o]));
  for (const r of atomic) {
    if (byLine.get(r.line)?.outcome !== 'REFUSED') continue;
    touched.delete(r.memberId);
    index.deleted(r.memberId, { email: r.claims.email, ssn: r.claims.ssn });
  }
  return report.map((r) => byLine.get(r.line) ?? r);
}

/** The members the job's checkpointed chunks changed (a resumed run starts from them: a later row for one is a duplicate). */
async function appliedMembers(jobRef: DocumentReference): Promise<Set<string>> {
  const reports = await jobRef.collection('report').get();
  const ids = new Set<string>();
  for (const r of reports.docs)
    for (const row of r.get('rows') as UploadReportRow[]) if (row.outcome === 'APPLIED' && row.memberId) ids.add(row.memberId);
  return ids;
}

/** The card numbers of a chunk's applied rows: the checkpoint raises the card-number counter to the highest. */
function issuedCardNumbers(rows: ParsedUploadRow[], report: UploadReportRow[]): string[] {
  const applied = new Set(report.filter((r) => r.outcome === 'APPLIED').map((r) => r.line));
  return rows.flatMap((r) => (r.ok && applied.has(r.line) && r.data.cardNumber ? [r.data.cardNumber] : []));
}

/** RESET: every ACTIVE card (of the uploader's groups, for a group admin) whose holder is not in the file becomes INACTIVE. */
async function invalidateOtherCards(orgId: string, job: JobInfo, jobRef: FirebaseFirestore.DocumentReference): Promise<number> {
  const reports = await jobRef.collection('report').get();
  const inFile = new Set<string>();
  for (const r of reports.docs) for (const row of r.get('rows') as UploadReportRow[]) if (row.memberId) inFile.add(row.memberId);
  const active = await db.collection(orgCol(orgId, 'cards')).where('status', '==', 'ACTIVE').get();
  const writer = db.bulkWriter();
  writer.onWriteError((e) => e.code !== 5 && e.failedAttempts < 5); // a card whose member is gone: nothing to update
  let n = 0;
  for (const c of active.docs) {
    const memberId = c.get('memberId');
    if (inFile.has(memberId)) continue;
    if (job.scope.role === 'group' && !job.scope.groups.includes(c.get('group'))) continue;
    n++;
    void writer.update(c.ref, { status: 'INACTIVE' }).catch(() => undefined);
    if (typeof memberId === 'string' && memberId) {
      void writer
        .update(db.doc(memberPath(orgId, memberId)), { cardStatus: 'INACTIVE', updatedAt: FieldValue.serverTimestamp() })
        .catch(() => undefined);
    }
  }
  await writer.close();
  return n;
}

/**
 * Applies a claimed (RUNNING) job: the chunks in order, each checkpointed in a transaction (chunk.appliedAt, its
 * report, the job's counters, the lease renewed), then RESET's card invalidation, then DONE. Chunks already
 * checkpointed are skipped. Every checkpoint first checks that the job still holds this run's lease: a run that
 * lost it (the job was resumed after the lease ran out) stops without writing its outcome.
 */
export async function processUploadJob(orgId: string, job: JobInfo): Promise<void> {
  const jobRef = db.doc(`${orgCol(orgId, 'uploads')}/${job.id}`);
  const finish = (fields: DocumentData) =>
    db.runTransaction(async (tx) => {
      await holdLease(tx, jobRef, job);
      tx.update(jobRef, { ...fields, leaseId: null, leaseExpiresAt: null, updatedAt: FieldValue.serverTimestamp() });
    });
  try {
    const [groups, index, touched] = await Promise.all([loadGroups(orgId), MemberIndex.load(orgId), appliedMembers(jobRef)]);
    const chunks = await jobRef.collection('chunks').orderBy('n').select('n', 'appliedAt').get();
    for (const c of chunks.docs) {
      if (c.get('appliedAt')) continue;
      const full = await c.ref.get();
      const report = await applyChunk(orgId, job, full.get('rows') as ParsedUploadRow[], groups, index, touched);
      const count = (o: string) => report.filter((r) => r.outcome === o).length;
      const cardNumbers = issuedCardNumbers(full.get('rows') as ParsedUploadRow[], report);
      await db.runTransaction(async (tx) => {
        const now = await tx.get(c.ref);
        const counter = cardNumbers.length ? await readCardCounter(tx, orgId) : null;
        await holdLease(tx, jobRef, job);
        if (now.get('appliedAt')) return;
        for (const n of cardNumbers) counter?.issued(n);
        tx.update(c.ref, { appliedAt: FieldValue.serverTimestamp() });
        tx.set(jobRef.collection('report').doc(String(c.get('n'))), { n: c.get('n'), rows: report });
        tx.update(jobRef, {
          processed: FieldValue.increment(report.length),
          applied: FieldValue.increment(count('APPLIED')),
          skipped: FieldValue.increment(count('SKIPPED')),
          refused: FieldValue.increment(count('REFUSED')),
          updatedAt: FieldValue.serverTimestamp(),
        });
      });
    }
    const done: DocumentData = { state: 'DONE', finishedAt: FieldValue.serverTimestamp() };
    if (job.mode === 'RESET') {
      await db.runTransaction((tx) => holdLease(tx, jobRef, job));
      done.invalidatedCards = await invalidateOtherCards(orgId, job, jobRef);
    }
    await finish(done);
  } catch (e) {
    if (e instanceof LeaseLost) {
      logger.warn('upload job lease lost: another run took it over', { orgId, jobId: job.id });
      return;
    }
    logger.error('upload job failed', { orgId, jobId: job.id, error: e instanceof Error ? e.stack : String(e) });
    await finish({ state: 'FAILED', error: e instanceof Error ? e.message : String(e) }).catch(() => undefined);
  }
}

/**
 * Runs a QUEUED job: claims it (QUEUED → RUNNING with a new lease, in a transaction with the event id recorded,
 * so a redelivered event does nothing), then processUploadJob. A job stuck in RUNNING with an expired lease after
 * a crash, or FAILED, is resumed by POST /v1/members/bulk-upload-resume (resume.ts), which sets it back to QUEUED:
 * checkpointed chunks are skipped, the others re-applied with the same keys.
 */
export async function runUploadJob(orgId: string, jobId: string, eventId?: string): Promise<void> {
  const jobRef = db.doc(`${orgCol(orgId, 'uploads')}/${jobId}`);
  const job = await db.runTransaction(async (tx) => {
    const snap = await tx.get(jobRef);
    if (!snap.exists || snap.get('state') !== 'QUEUED') return null;
    // Fail closed: a job without a valid scope is refused, never applied as if an organization admin had started it.
    const scope = uploadJobScopeSchema.safeParse(snap.get('scope'));
    if (!scope.success) {
      tx.update(jobRef, { state: 'FAILED', error: 'job without a scope', updatedAt: FieldValue.serverTimestamp() });
      return null;
    }
    if (eventId) {
      const marker = processedEventRef(eventId, 'upload');
      if ((await tx.get(marker)).exists) return null;
      tx.create(marker, { type: 'uploadJob', at: FieldValue.serverTimestamp() });
    }
    const leaseId = randomUUID();
    tx.update(jobRef, {
      state: 'RUNNING',
      leaseId,
      leaseExpiresAt: leaseUntil(),
      startedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { id: jobId, mode: snap.get('mode'), scope: scope.data, leaseId } as JobInfo;
  });
  if (job) await processUploadJob(orgId, job);
}
