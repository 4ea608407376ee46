import type { Claims } from '@tessera/domain/claims';
import type { Contract } from '@tessera/domain/contracts/contract';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import type { Principal } from './principal';

/**
 * A change a platform admin made while impersonating (claims `imp`): recorded in the organization's audit trail
 * after the handler succeeded, whatever the endpoint, so everything done meanwhile is traced in one place.
 * The endpoint's own audit record, where it writes one, names the platform as well (shared/audit.ts).
 */
export async function recordImpersonatedRequest(principal: Principal, claims: Claims, contract: Contract): Promise<void> {
  await db.runTransaction(async (tx) => {
    recordChange(tx, claims.org, {
      type: 'impersonatedRequest',
      by: auditActor(principal, claims),
      target: `${contract.method} ${contract.path}`,
      before: null,
      after: { from: claims.imp ?? null },
    });
  });
}
