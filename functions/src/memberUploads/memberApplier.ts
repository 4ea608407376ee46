import type { DocumentReference } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import type { ParsedUploadRow, UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { db } from '../shared/admin';
import type { JobApplier } from '../uploads/jobKinds';
import { holdLease } from '../uploads/lease';
import { readCardCounter } from '../members/cardCounter';
import { liveFields } from '../settings/customFieldStore';
import { prepareCreatedInBulk, type CreatedInBulkWriter } from '../memberReactions/registry';
import { applyChunk } from './applyChunk';
import type { MemberJob } from './memberJob';
import { MemberIndex } from './memberIndex';
import { invalidateOtherCards } from './resetCards';

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

/** The member file's applier: groups, member index and custom fields read once per run. */
export async function memberApplier(orgId: string, job: MemberJob, jobRef: DocumentReference): Promise<JobApplier> {
  // read once per job: the custom fields a new member must have, as settings define them now
  const [groups, index, touched, fields] = await Promise.all([
    loadGroups(orgId),
    MemberIndex.load(orgId),
    appliedMembers(jobRef),
    liveFields(orgId),
  ]);
  const requiredCustomFields = fields.filter((f) => f.required).map((f) => f.name);
  // the members the chunk being applied created: its checkpoint writes what they derive (chunks run one at a time)
  let writeCreated: CreatedInBulkWriter = () => undefined;
  return {
    async applyChunk(rows) {
      const applied = await applyChunk(orgId, job, rows as ParsedUploadRow[], groups, index, touched, requiredCustomFields);
      // once the members are written: what the reactions read then holds for them (registry.ts, readForBulk)
      writeCreated = await prepareCreatedInBulk(orgId, applied.created);
      return applied.report;
    },
    async checkpoint(tx, rows, report) {
      const cardNumbers = issuedCardNumbers(rows as ParsedUploadRow[], report);
      const counter = cardNumbers.length ? await readCardCounter(tx, orgId) : null;
      // The counters, search rows… of the chunk's new members (their create events skip them: registry.ts), in the
      // checkpoint's transaction: written once with the chunk's appliedAt, so a chunk applied again never counts twice.
      return () => {
        cardNumbers.forEach((n) => counter?.issued(n));
        writeCreated(tx);
      };
    },
    async finish() {
      if (job.mode !== 'RESET') return {};
      await db.runTransaction((tx) => holdLease(tx, jobRef, job));
      return { invalidatedCards: await invalidateOtherCards(orgId, job, jobRef) };
    },
  };
}
