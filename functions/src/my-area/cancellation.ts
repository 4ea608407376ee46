import { db } from '../shared/admin';
import { route } from '../http/route';
import { flagFields } from '../members/patchOne';
import { myCancellationContract } from '@tessera/domain/contracts/my-area';

/**
 * POST /v1/profile/cancellation {requested} — the member asks to cancel their membership, or revokes the request
 * (spec §4: the member becomes INACTIVE at the next renewal; the request can be cancelled). Same fields and dates
 * as the administrators' PATCH /v1/members/one: cancellationRequested and cancellationRequestedAt.
 */
export const myCancellation = route(myCancellationContract, async ({ claims, body, scope }) => {
  await db.runTransaction(async (tx) => {
    const { ref, data } = await scope.own(tx);
    const patch = { cancellationRequested: body.requested };
    tx.update(ref, { ...patch, ...flagFields(patch, data, { pid: claims.pid, role: claims.role }) });
  });
  return { cancellationRequested: body.requested };
});
