import { FieldValue } from 'firebase-admin/firestore';
import { decideDeceasedNoticeContract } from '@tessera/domain/contracts/members';
import type { DeceasedNoticeStatus } from '@tessera/domain/entities/deceasedNotice';
import { deceasedNoticePath, memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';

/**
 * POST /v1/members/deceased-notice (header id) {decision} — a general admin decides another organization's report
 * that a member is deceased (members/deceased.ts wrote it). Confirming flags the member as the report says, keeping
 * where it came from (`deceasedSource`), so the flag is never reported on again; a member flagged meanwhile is left as
 * it is. Dismissing changes nothing on the member. The notice, the member and the audit record in one transaction.
 */
export const decideDeceasedNotice = route(decideDeceasedNoticeContract, async ({ claims, principal, headers, body }) =>
  db.runTransaction(async (tx) => {
    const ref = db.doc(deceasedNoticePath(claims.org, headers.id));
    const notice = await tx.get(ref);
    if (!notice.exists) throw new ApiError('NOT_FOUND');
    if (notice.get('status') !== 'PENDING') throw new ApiError('REQUEST_ALREADY_DECIDED');
    const memberId = String(notice.get('memberId'));
    const source = notice.get('source') as Record<string, unknown>;
    const confirm = body.decision === 'confirm';
    const memberRef = db.doc(memberPath(claims.org, memberId));
    const member = confirm ? await tx.get(memberRef) : null;
    if (member && !member.exists) throw new ApiError('USER_NOT_FOUND');
    const flagged = member?.get('deceased') !== true && confirm;
    if (flagged)
      tx.update(memberRef, {
        deceased: true,
        deceasedAt: FieldValue.serverTimestamp(),
        deceasedBy: claims.pid,
        deceasedByRole: claims.role,
        deceasedSource: source,
        updatedAt: FieldValue.serverTimestamp(),
      });
    const status: DeceasedNoticeStatus = confirm ? 'CONFIRMED' : 'DISMISSED';
    tx.update(ref, { status, decidedBy: claims.pid, decidedAt: FieldValue.serverTimestamp() });
    recordChange(tx, claims.org, {
      type: confirm ? 'deceasedConfirmed' : 'deceasedDismissed',
      by: auditActor(principal, claims),
      target: memberId,
      before: { notice: 'PENDING' },
      after: { notice: status, flagged, reportedBy: source.orgName ?? source.org, reportedAt: source.at },
    });
    return { id: headers.id, memberId, status };
  }),
);
