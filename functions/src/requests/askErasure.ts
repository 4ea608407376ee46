import { FieldValue } from 'firebase-admin/firestore';
import { askErasureContract } from '@tessera/domain/contracts/requests';
import { erasureRequestId, requestIsOpen } from '@tessera/domain/entities/memberRequest';
import { requestLanguage } from '../http/language';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { pendingRequest, requestRef } from './requestRecord';

/**
 * POST /v1/profile/erasure {requested} — the member asks for the erasure of their personal data, or withdraws the
 * request while it is pending. One request per member: asking again while it is pending answers it unchanged; a
 * decided or withdrawn one is asked anew.
 */
export const askErasure = route(askErasureContract, async ({ claims, body, scope, req }) => {
  const ref = requestRef(claims.org, erasureRequestId(claims.member ?? '-'));
  return db.runTransaction(async (tx) => {
    const { data: member } = await scope.own(tx);
    const existing = await tx.get(ref);
    const open = existing.exists && requestIsOpen(existing.get('status'));
    if (body.requested) {
      if (!open) tx.set(ref, pendingRequest(claims.member!, member, { type: 'ERASURE' }, requestLanguage(req)));
      return { id: ref.id, status: 'PENDING' as const };
    }
    if (open) tx.update(ref, { status: 'WITHDRAWN', decidedAt: FieldValue.serverTimestamp(), decidedBy: null });
    return {
      id: ref.id,
      status: open ? ('WITHDRAWN' as const) : ((existing.get('status') as 'ACCEPTED' | 'REFUSED' | 'WITHDRAWN' | undefined) ?? 'WITHDRAWN'),
    };
  });
});
