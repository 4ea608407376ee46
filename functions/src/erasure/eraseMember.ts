import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { AuditActor } from '@tessera/domain/entities/audit';
import type { ErasureSource } from '@tessera/domain/entities/erasure';
import { cardPath, memberPath, memberSidePaths, orgCol } from '@tessera/domain/paths';
import { ApiError } from '../http/apiError';
import { personalDataErasers } from '../personalData/registry';
import { db } from '../shared/admin';
import { recordChange } from '../shared/audit';

export const erasureRef = (orgId: string, memberId: string) => db.doc(`${orgCol(orgId, 'erasures')}/${memberId}`);

export interface ErasureRequest {
  orgId: string;
  memberId: string;
  origin: ErasureSource;
  /** why (the administrator's words; empty for the retention job): kept in the job and the audit trail */
  reason: string;
  /** who; null for the retention job */
  by: AuditActor | null;
}

/**
 * Erases a member's personal data everywhere it was copied.
 *
 * 1. One transaction creates the job (`erasures/{memberId}`, RUNNING) and deletes the member document with its
 *    back-office documents and its own card. The job keeps the member as it was (`subject`) while it runs, so the
 *    erasers can still find what they look for (the email, the tax code) after the member is gone, and a run that
 *    failed midway resumes with it. The deletion sets off the member trigger's delete path: the counters and the search
 *    rows leave the member, the photo file goes. The member goes first so that nothing that needs the member (a card
 *    activation, a signup) can attach anything new to it while the erasers work: such a writer reads the member in its
 *    transaction and fails.
 * 2. Every registered eraser runs in turn; each one done is recorded in the job, so a resumed run skips it (one that
 *    failed runs again: each re-runs safely).
 * 3. The job becomes DONE, forgetting `subject`, in the transaction that writes the audit record (counts only).
 *
 * A member already erased (job DONE) changes nothing and answers 0. A member that never existed: NOT_FOUND. Each run
 * counts itself on the job (`attempts`, `lastAttemptAt`) and an eraser's failure is kept there (`lastError`); a job left
 * RUNNING is resumed by the next call, or by the nightly retry (resumeStalledErasures, retry.ts).
 */
export async function eraseMember(req: ErasureRequest): Promise<{ changed: number }> {
  const { orgId, memberId } = req;
  const jobRef = erasureRef(orgId, memberId);
  const memberRef = db.doc(memberPath(orgId, memberId));
  const started = await db.runTransaction(async (tx) => {
    const [job, member] = await tx.getAll(jobRef, memberRef);
    if (job!.exists && job!.get('status') === 'DONE') return null;
    if (job!.exists) {
      // a run that failed midway, resumed: counted, so a job that keeps failing shows it
      tx.update(jobRef, { attempts: FieldValue.increment(1), lastAttemptAt: FieldValue.serverTimestamp() });
      return { done: (job!.get('done') as string[]) ?? [], subject: (job!.get('subject') as DocumentData | null) ?? null, deleted: 0 };
    }
    if (!member!.exists) throw new ApiError('NOT_FOUND');
    const sides = await tx.getAll(...memberSidePaths(orgId, memberId).map((p) => db.doc(p)));
    const cardNumber = member!.get('cardNumber') as string | undefined;
    const card = cardNumber ? await tx.get(db.doc(cardPath(orgId, cardNumber))) : null;
    // a card number another member holds now is theirs: only the member's own card goes
    const gone = [member!, ...sides, ...(card?.exists && card.get('memberId') === memberId ? [card] : [])].filter((d) => d.exists);
    for (const d of gone) tx.delete(d.ref);
    tx.create(jobRef, {
      status: 'RUNNING',
      origin: req.origin,
      reason: req.reason,
      by: req.by,
      subject: member!.data(),
      done: [],
      counts: { member: gone.length },
      startedAt: FieldValue.serverTimestamp(),
      finishedAt: null,
      attempts: 1,
      lastAttemptAt: FieldValue.serverTimestamp(),
      lastError: null,
    });
    return { done: [] as string[], subject: member!.data()! as DocumentData | null, deleted: gone.length };
  });
  if (!started) return { changed: 0 };

  const subject = { orgId, memberId, member: started.subject };
  let changed = started.deleted;
  for (const eraser of personalDataErasers()) {
    if (started.done.includes(eraser.name)) continue;
    let n: number;
    try {
      n = await eraser.erase(subject);
    } catch (e) {
      // kept on the job for whoever looks at a job left RUNNING (the eraser and the error's words: no personal data is
      // in an error of ours, and the length is bounded), then thrown: the caller fails, the nightly retry resumes it
      const message = e instanceof Error ? e.message : String(e);
      await jobRef.update({ lastError: `${eraser.name}: ${message}`.slice(0, 300) }).catch(() => undefined);
      throw e;
    }
    changed += n;
    await jobRef.update({ done: FieldValue.arrayUnion(eraser.name), [`counts.${eraser.name}`]: FieldValue.increment(n) });
  }

  await db.runTransaction(async (tx) => {
    const job = await tx.get(jobRef);
    if (job.get('status') === 'DONE') return;
    const counts = (job.get('counts') as Record<string, number> | undefined) ?? {};
    tx.update(jobRef, { status: 'DONE', subject: null, finishedAt: FieldValue.serverTimestamp() });
    recordChange(tx, orgId, {
      type: 'memberErased',
      by: req.by,
      target: 'members',
      before: null,
      after: {
        memberId,
        origin: job.get('origin') as string,
        reason: job.get('reason') as string,
        changed: Object.values(counts).reduce((a, b) => a + b, 0),
        areas: Object.keys(counts)
          .filter((k) => counts[k]! > 0)
          .sort(),
      },
    });
  });
  return { changed };
}
