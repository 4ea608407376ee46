import { clearSuppressionContract } from '@tessera/domain/contracts/mailshots';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { auditActor, recordChange } from '../shared/audit';
import { recipientKey, suppressions } from './store';

/** DELETE /v1/mailshots/suppression (header email) — newsletters reach the address again; audited with the reason it had. */
export const clearSuppression = route(clearSuppressionContract, async ({ claims, principal, headers }) =>
  db.runTransaction(async (tx) => {
    const ref = suppressions(claims.org).doc(recipientKey(headers.email));
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('NOT_FOUND');
    tx.delete(ref);
    recordChange(tx, claims.org, {
      type: 'suppressionCleared',
      by: auditActor(principal, claims),
      target: headers.email,
      before: { reason: snap.get('reason') as string },
      after: null,
    });
    return { cleared: true as const };
  }),
);
