import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { addressesOf, eraseEach } from '../shared/erasing';

/** A stored row of either kind, as far as the erasure looks: a parsed row's cells (`data`) or a refused row's keys. */
interface StoredRow {
  line: number;
  ok: boolean;
  reason?: string;
  data?: { email?: unknown; ssn?: unknown; cardNumber?: unknown };
  keys?: { email?: unknown; ssn?: unknown };
}

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : null);

/**
 * An erased member in the upload jobs (any kind: the rows of a member file and of a payment file name a member the
 * same way). A chunk's row that names the member — by one of their addresses, their tax code or their card number, or
 * one the job's report says touched them — becomes a refused row with reason ERASED and nothing else: a finished job
 * keeps its line count, and a job still waiting or resumed later refuses the line instead of writing the member back.
 * The report's rows forget which member they named. Chunks and reports carry no index of their members, so every job
 * of the organization is read, chunk by chunk.
 */
export async function eraseUploadRows({ orgId, memberId, member }: PersonalDataSubject): Promise<number> {
  const emails = new Set(addressesOf(member));
  const ssn = lower(member?.ssn);
  const card = lower(member?.cardNumber);
  const names = (r: StoredRow) =>
    [r.data?.email, r.keys?.email].some((e) => emails.has(lower(e) ?? '')) ||
    (ssn !== null && [r.data?.ssn, r.keys?.ssn].some((v) => lower(v) === ssn)) ||
    (card !== null && lower(r.data?.cardNumber) === card);
  const jobs = (await db.collection(orgCol(orgId, 'uploads')).select().get()).docs;
  let changed = 0;
  for (const job of jobs) {
    const reports = (await job.ref.collection('report').get()).docs;
    const touched = new Map<string, Set<number>>();
    for (const r of reports) {
      const lines = ((r.get('rows') ?? []) as UploadReportRow[]).filter((x) => x.memberId === memberId).map((x) => x.line);
      if (lines.length) touched.set(r.id, new Set(lines));
    }
    const chunks = (await job.ref.collection('chunks').get()).docs;
    changed += await eraseEach(chunks, (c: DocumentSnapshot) => {
      const lines = touched.get(c.id) ?? new Set<number>();
      const rows = (c.get('rows') ?? []) as StoredRow[];
      const hit = (r: StoredRow) => r.reason !== 'ERASED' && (lines.has(r.line) || names(r));
      if (!rows.some(hit)) return null;
      return { rows: rows.map((r) => (hit(r) ? { line: r.line, ok: false, reason: 'ERASED' } : r)) };
    });
    changed += await eraseEach(reports, (r) => {
      const rows = (r.get('rows') ?? []) as UploadReportRow[];
      if (!rows.some((x) => x.memberId === memberId)) return null;
      return { rows: rows.map(({ memberId: named, ...x }) => (named === undefined || named === memberId ? x : { ...x, memberId: named })) };
    });
  }
  return changed;
}
