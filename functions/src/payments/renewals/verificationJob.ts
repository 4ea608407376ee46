import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { VERIFICATION_PAGE } from '@tessera/domain/payments/verification';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import { applyVerdict } from './feeVerification';
import { paidMembers } from '../feePayments';
import { graceMonthsOf } from '../feeCard';
import { renewalPlans } from './renewalPlans';

export const verificationRef = (orgId: string, id: string) => db.doc(`${orgCol(orgId, 'verifications')}/${id}`);

/**
 * One step of a yearly verification job: the next VERIFICATION_PAGE members after the job's cursor (document-id order),
 * their fee payments of the year, each verdict applied, the report rows and the job's progress — all in one
 * transaction keyed on the cursor it read, so a redelivered or concurrent trigger never verifies a page twice and a
 * crash loses nothing (the next write of the job resumes it). The job's own write fires the next step (triggers.ts).
 */
export async function verificationStep(orgId: string, jobId: string): Promise<'step' | 'done' | 'idle'> {
  const job = verificationRef(orgId, jobId);
  const graceMonths = await graceMonthsOf(orgId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(job);
    if (!snap.exists || snap.get('state') !== 'RUNNING') return 'idle';
    const year = snap.get('year') as number;
    const sendMail = snap.get('sendMail') === true;
    const cursor = snap.get('cursor') as string | null;
    let page = db.collection(orgCol(orgId, 'members')).orderBy(FieldPath.documentId()).limit(VERIFICATION_PAGE);
    if (cursor) page = page.startAfter(cursor);
    const members = (await tx.get(page)).docs;
    const paid = await paidMembers(
      tx,
      orgId,
      members.map((m) => m.id),
      year,
    );
    const renewals = await renewalPlans(
      tx,
      orgId,
      members.filter((m) => !paid.has(m.id)),
      year,
    );
    let changed = 0;
    let reminded = 0;
    let charging = 0;
    for (const m of members) {
      const { acted, ...row } = await applyVerdict(tx, orgId, m, paid.has(m.id), year, sendMail, graceMonths, renewals.get(m.id));
      if (!acted) continue;
      if (row.after !== row.before) changed += 1;
      if (row.reminded) reminded += 1;
      if (row.reason === 'autoRenew') charging += 1;
      tx.set(job.collection('report').doc(m.id), { ...row, at: FieldValue.serverTimestamp() });
    }
    const done = members.length < VERIFICATION_PAGE;
    tx.update(job, {
      cursor: members.length ? members[members.length - 1]!.id : cursor,
      processed: FieldValue.increment(members.length),
      changed: FieldValue.increment(changed),
      reminded: FieldValue.increment(reminded),
      charging: FieldValue.increment(charging),
      ...(done ? { state: 'DONE', finishedAt: FieldValue.serverTimestamp() } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return done ? 'done' : 'step';
  });
}
