import { assemblyExceptionContract } from '@tessera/domain/contracts/assemblies';
import { route } from '../http/route';
import { auditActor, recordChange } from '../shared/audit';
import { db } from '../shared/admin';
import { assertStatus, entitlementLine, entitlementRef, exceptionRef, loadAssembly, loadRules, memberEntitlement } from './store';

/**
 * POST /v1/assemblies/exception: an admin's documented exception to the roll, granted or withdrawn, written with its
 * audit record in one transaction (who, when, the note, the reason the rules gave). The member's stored line of the
 * roll is then written afresh, so the member sees at once that they may vote (or no longer), without waiting for the
 * next roll; a call repeated writes it again.
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
  const [{ data }, rules, standing] = await Promise.all([
    loadAssembly(orgId, assemblyId),
    loadRules(orgId),
    exceptionRef(orgId, assemblyId, memberId).get(),
  ]);
  const now = await memberEntitlement(orgId, assemblyId, data, memberId, rules);
  const kept = standing.exists ? String(standing.get('note')) : null;
  await entitlementRef(orgId, assemblyId, memberId).set(entitlementLine(memberId, now, kept));
  return {};
});
