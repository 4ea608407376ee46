import { assemblyExceptionContract } from '@tessera/domain/contracts/assemblies';
import { route } from '../http/route';
import { auditActor, recordChange } from '../shared/audit';
import { db } from '../shared/admin';
import { assertStatus, exceptionRef, loadAssembly, loadRules, memberEntitlement } from './store';

/**
 * POST /v1/assemblies/exception: an admin's documented exception to the roll, granted or withdrawn, written with its
 * audit record in one transaction (who, when, the note, the reason the rules gave).
 */
export const assemblyException = route(assemblyExceptionContract, async ({ claims, body, principal }) => {
  const orgId = claims.org;
  const { assemblyId, memberId, note, granted } = body;
  await db.runTransaction(async (tx) => {
    const [{ data }, rules] = await Promise.all([loadAssembly(orgId, assemblyId, tx), loadRules(orgId, tx)]);
    assertStatus(data, 'DRAFT', 'CONVENED', 'OPEN');
    const ref = exceptionRef(orgId, assemblyId, memberId);
    const [before, right] = await Promise.all([tx.get(ref), memberEntitlement(orgId, assemblyId, data, memberId, rules, tx)]);
    if (before.exists === granted) return;
    // what the rules alone say, the exception set aside (the entitlement read above includes it when it stands)
    const waived = right.entitled ? (right.waived ?? null) : right.reason;
    if (granted) tx.create(ref, { memberId, note, waived, by: principal.uid, at: new Date() });
    else tx.delete(ref);
    const record = { assemblyId, name: data.title, note, ...(waived ? { waived } : {}) };
    recordChange(tx, orgId, {
      type: granted ? 'assemblyExceptionGranted' : 'assemblyExceptionWithdrawn',
      by: auditActor(principal, claims),
      target: memberId,
      before: granted ? null : record,
      after: granted ? record : null,
    });
  });
  return {};
});
