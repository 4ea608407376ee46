import { z } from 'zod';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { profileRoute } from '../http/route';
import { flagFields } from '../members/patchOne';

/**
 * POST /v1/profile/cancellation {requested} — the member asks to cancel their membership, or revokes the request
 * (spec §4: the member becomes INACTIVE at the next renewal; the request can be cancelled). Same fields and dates
 * as the administrators' PATCH /v1/members/one: cancellationRequested and cancellationRequestedAt.
 */
export const myCancellation = profileRoute({
  method: 'POST',
  path: '/v1/profile/cancellation',
  access: 'profile.update',
  body: z.object({ requested: z.boolean({ error: 'validation.required' }) }),
  async handle({ claims, body }) {
    if (!claims.member) throw new ApiError('USER_NOT_FOUND');
    const ref = db.doc(memberPath(claims.org, claims.member));
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new ApiError('USER_NOT_FOUND');
      const patch = { cancellationRequested: body.requested };
      tx.update(ref, { ...patch, ...flagFields(patch, snap.data()!, { pid: claims.pid, role: claims.role }) });
    });
    return { cancellationRequested: body.requested };
  },
});
