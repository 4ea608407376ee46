import { FieldValue } from 'firebase-admin/firestore';
import { myCancellationContract } from '@tessera/domain/contracts/my-area';
import { cancellationRequestId, requestIsOpen } from '@tessera/domain/entities/memberRequest';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { requestLanguage } from '../http/language';
import { flagFields } from '../members/patchOne';
import { pendingRequest, requestRef } from '../requests/requestRecord';

/**
 * POST /v1/profile/cancellation {requested} — the member asks to cancel their membership, or revokes the request
 * (the member becomes INACTIVE at the next renewal; the request can be cancelled). Same fields and dates
 * as the administrators' PATCH /v1/members/one: cancellationRequested and cancellationRequestedAt. The request lands
 * in Richieste in the same transaction (pending; a revoked one WITHDRAWN).
 */
export const myCancellation = route(myCancellationContract, async ({ claims, body, scope, req }) => {
  const request = requestRef(claims.org, cancellationRequestId(claims.member ?? '-'));
  await db.runTransaction(async (tx) => {
    const { ref, data } = await scope.own(tx);
    const existing = await tx.get(request);
    const open = existing.exists && requestIsOpen(existing.get('status'));
    const patch = { cancellationRequested: body.requested };
    tx.update(ref, { ...patch, ...flagFields(patch, data, { pid: claims.pid, role: claims.role }) });
    if (body.requested && !open) tx.set(request, pendingRequest(claims.member!, data, { type: 'CANCELLATION' }, requestLanguage(req)));
    if (!body.requested && open) tx.update(request, { status: 'WITHDRAWN', decidedAt: FieldValue.serverTimestamp(), decidedBy: null });
  });
  return { cancellationRequested: body.requested };
});
