import { FieldValue } from 'firebase-admin/firestore';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { bulkWriter, db } from '../shared/admin';
import type { MemberJob } from './memberJob';

/** RESET: every ACTIVE card (of the uploader's groups, for a group admin) whose holder is not in the file becomes INACTIVE. */
export async function invalidateOtherCards(orgId: string, job: MemberJob, jobRef: FirebaseFirestore.DocumentReference): Promise<number> {
  const reports = await jobRef.collection('report').get();
  const inFile = new Set<string>();
  for (const r of reports.docs) for (const row of r.get('rows') as UploadReportRow[]) if (row.memberId) inFile.add(row.memberId);
  const active = await db.collection(orgCol(orgId, 'cards')).where('status', '==', 'ACTIVE').get();
  const writer = bulkWriter();
  writer.onWriteError((e) => e.code !== 5 && e.failedAttempts < 5); // a card whose member is gone: nothing to update
  let n = 0;
  for (const c of active.docs) {
    const memberId = c.get('memberId');
    if (inFile.has(memberId)) continue;
    if (!inScope(job.scope, c.get('group'))) continue;
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
