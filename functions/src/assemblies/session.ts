import { FieldValue } from 'firebase-admin/firestore';
import { callAt } from '@tessera/domain/assemblies/assembly';
import { quorumReached } from '@tessera/domain/assemblies/rules';
import { closeAssemblyContract, openAssemblyContract } from '@tessera/domain/contracts/assemblies';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { db } from '../shared/admin';
import { assertStatus, loadAssembly, loadRules, roll } from './store';

/**
 * POST /v1/assemblies/open: from its first call's time on, a convened assembly opens when those present and
 * represented make the quorum of the call it is held on, reckoned against the entitled counted now.
 */
export const openAssembly = route(openAssemblyContract, async ({ claims, body, principal }) => {
  const orgId = claims.org;
  const [{ data: before }, rulesBefore] = await Promise.all([loadAssembly(orgId, body.assemblyId), loadRules(orgId)]);
  const entitled = (await roll(orgId, body.assemblyId, before, rulesBefore)).filter((l) => l.entitlement.entitled).length;
  return db.runTransaction(async (tx) => {
    const [{ ref, data }, rules] = await Promise.all([loadAssembly(orgId, body.assemblyId, tx), loadRules(orgId, tx)]);
    assertStatus(data, 'CONVENED');
    const now = new Date();
    if (now.getTime() < Date.parse(data.firstCall)) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    const call = callAt(data, now);
    const quorum = quorumReached(call, data.kind, data.present, data.represented, entitled, rules);
    if (!quorum.reached) throw new ApiError('QUORUM_NOT_REACHED', undefined, { missing: quorum.missing });
    tx.update(ref, {
      status: 'OPEN',
      openedOn: call,
      entitledAtOpening: entitled,
      openedAt: FieldValue.serverTimestamp(),
      openedBy: principal.uid,
    });
    return { call, entitled, needed: quorum.needed };
  });
});

/** POST /v1/assemblies/close: the end of an open assembly, once no vote is open. */
export const closeAssembly = route(closeAssemblyContract, async ({ claims, body, principal }) => {
  await db.runTransaction(async (tx) => {
    const { ref, data } = await loadAssembly(claims.org, body.assemblyId, tx);
    assertStatus(data, 'OPEN');
    if (data.agenda.some((i) => i.status === 'OPEN')) throw new ApiError('ASSEMBLY_STATUS_CONFLICT');
    tx.update(ref, { status: 'CLOSED', closedAt: FieldValue.serverTimestamp(), closedBy: principal.uid });
  });
  return {};
});
