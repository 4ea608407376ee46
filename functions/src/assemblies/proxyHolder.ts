import { proxyHolderContract } from '@tessera/domain/contracts/assemblies';
import { memberPath } from '@tessera/domain/paths';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { fullName } from '../scanner/targets';
import { loadAssembly, loadRules, memberEntitlement } from './store';

/**
 * POST /v1/assemblies/proxy-holder: whose a proxy code is (the member's name), for the giver to confirm the right
 * person. Only a member entitled at this assembly is named: the same members the caller could appoint, whom the
 * association's members may know from its register anyway. The code is a member id, which nobody guesses.
 */
export const proxyHolder = route(proxyHolderContract, async ({ claims, body, scope }) => {
  const { ref: own } = await scope.own();
  if (own.id === body.holderId) throw new ApiError('PROXY_REFUSED');
  const [{ data }, rules, holder] = await Promise.all([
    loadAssembly(claims.org, body.assemblyId),
    loadRules(claims.org),
    db.doc(memberPath(claims.org, body.holderId)).get(),
  ]);
  if (!holder.exists) throw new ApiError('NOT_FOUND');
  if (!(await memberEntitlement(claims.org, body.assemblyId, data, body.holderId, rules)).entitled) throw new ApiError('NOT_ENTITLED');
  return { name: fullName(holder.data()) ?? '' };
});
