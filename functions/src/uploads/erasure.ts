import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { addressesOf, backfillEach, eraseEach, storedList } from '../shared/erasing';
import { chunkKeyFields, foldedKeyValue as lower, reportKeyFields, rowKey, type KeyedRow } from './rowKeys';

/** A stored row of either kind, as far as the erasure looks: a parsed row's cells (`data`) or a refused row's keys. */
interface StoredRow extends KeyedRow {
  line: number;
  ok: boolean;
  reason?: string;
}

/**
 * An erased member in the upload jobs (any kind: the rows of a member file and of a payment file name a member the
 * same way). A chunk's row that names the member — by one of their addresses, their tax code or their card number, or
 * one the job's report says touched them — becomes a refused row with reason ERASED and nothing else: a finished job
 * keeps its line count, and a job still waiting or resumed later refuses the line instead of writing the member back.
 * The report's rows forget which member they named. Only the reports whose `memberIds` hold the member, the chunks
 * whose `rowKeys` hold one of the member's keys (rowKeys.ts: every row the comparison below accepts puts one there)
 * and the chunks of those reports are read: two collection group queries and a read by id.
 */
export async function eraseUploadRows({ orgId, memberId, member }: PersonalDataSubject): Promise<number> {
  const emails = new Set(addressesOf(member));
  const ssn = lower(member?.ssn);
  const card = lower(member?.cardNumber);
  const names = (r: StoredRow) =>
    [r.data?.email, r.keys?.email].some((e) => emails.has(lower(e) ?? '')) ||
    (ssn !== null && [r.data?.ssn, r.keys?.ssn].some((v) => lower(v) === ssn)) ||
    (card !== null && lower(r.data?.cardNumber) === card);
  const keys = [...[...emails].map((e) => rowKey('email', e)), rowKey('ssn', ssn), rowKey('card', card)].filter(
    (k): k is string => k !== null,
  );
  const inOrg = `${orgCol(orgId, 'uploads')}/`;
  const mine = (docs: DocumentSnapshot[]) => docs.filter((d) => d.exists && d.ref.path.startsWith(inOrg));
  const reports = mine(
    (await db.collectionGroup('report').where('org', '==', orgId).where('memberIds', 'array-contains', memberId).get()).docs,
  );
  // a report's lines point into the chunk of the same number, whatever that chunk's rows say now
  const touched = new Map<string, Set<number>>();
  for (const r of reports) {
    const lines = ((r.get('rows') ?? []) as UploadReportRow[]).filter((x) => x.memberId === memberId).map((x) => x.line);
    if (lines.length) touched.set(r.ref.parent.parent!.collection('chunks').doc(r.id).path, new Set(lines));
  }
  const byKey = keys.length
    ? (await db.collectionGroup('chunks').where('org', '==', orgId).where('rowKeys', 'array-contains-any', keys).get()).docs
    : [];
  const ofReports = touched.size ? await db.getAll(...[...touched.keys()].map((path) => db.doc(path))) : [];
  const chunks = [...new Map(mine([...byKey, ...ofReports]).map((c) => [c.ref.path, c])).values()];
  let changed = await eraseEach(chunks, (c) => {
    const lines = touched.get(c.ref.path) ?? new Set<number>();
    const rows = (c.get('rows') ?? []) as StoredRow[];
    const hit = (r: StoredRow) => r.reason !== 'ERASED' && (lines.has(r.line) || names(r));
    if (!rows.some(hit)) return null;
    const after = rows.map((r) => (hit(r) ? { line: r.line, ok: false, reason: 'ERASED' } : r));
    return { rows: after, ...chunkKeyFields(orgId, after) };
  });
  changed += await eraseEach(reports, (r) => {
    const rows = (r.get('rows') ?? []) as UploadReportRow[];
    if (!rows.some((x) => x.memberId === memberId)) return null;
    const after = rows.map(({ memberId: named, ...x }) => (named === undefined || named === memberId ? x : { ...x, memberId: named }));
    return { rows: after, ...reportKeyFields(orgId, after) };
  });
  return changed;
}

/** The keys of the chunks and reports stored before they carried them: every job's, 20 chunks or 100 reports a page. */
export async function backfillUploadKeys(orgId: string): Promise<number> {
  let written = 0;
  for (const job of await db.collection(orgCol(orgId, 'uploads')).listDocuments()) {
    written += await backfillEach(job.collection('chunks'), ['rows', 'org', 'rowKeys'], 20, (d) =>
      chunkKeyFields(orgId, storedList(d, 'rows')),
    );
    written += await backfillEach(job.collection('report'), ['rows', 'org', 'memberIds'], 100, (d) =>
      reportKeyFields(orgId, storedList(d, 'rows')),
    );
  }
  return written;
}
