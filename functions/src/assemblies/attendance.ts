import { attendRemotelyContract, checkInContract, checkOutContract } from '@tessera/domain/contracts/assemblies';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { db } from '../shared/admin';
import { readPresence, representedShift } from './presence';
import { assertStatus, attendanceRef, loadAssembly, loadRules, memberEntitlement, type StoredAttendance } from './store';

/** Check-ins at the door queue on the assembly's counts: retry more than the default five. */
const ATTEMPTS = { maxAttempts: 30 };

/**
 * Marks the member present or gone, and moves the assembly's counts in the same transaction (presence.ts): the counts
 * always equal what the attendance and proxy documents say. A member already where asked changes nothing.
 *
 * The member's entitlement is read before the transaction, as a proxy's is: it follows the register and the year's
 * fees, which a check-in does not change, and the query of the fees inside the transaction made every check-in at
 * the door lock them too, so a burst of check-ins queued far longer than on the assembly's counts alone.
 */
async function mark(orgId: string, assemblyId: string, memberId: string, coming: boolean, mode: StoredAttendance['mode']) {
  if (coming) {
    const [{ data }, rules] = await Promise.all([loadAssembly(orgId, assemblyId), loadRules(orgId)]);
    assertStatus(data, 'CONVENED', 'OPEN');
    if (mode === 'REMOTE' && !(rules.remoteAttendance && data.online)) throw new ApiError('NOT_ENABLED');
    if (!(await memberEntitlement(orgId, assemblyId, data, memberId, rules)).entitled) throw new ApiError('NOT_ENTITLED');
  }
  return db.runTransaction(async (tx) => {
    const [{ ref, data }, rules] = await Promise.all([loadAssembly(orgId, assemblyId, tx), loadRules(orgId, tx)]);
    assertStatus(data, 'CONVENED', 'OPEN');
    if (coming && mode === 'REMOTE' && !(rules.remoteAttendance && data.online)) throw new ApiError('NOT_ENABLED');
    const side = await readPresence(tx, orgId, assemblyId, memberId);
    if (side.present === coming) return { present: data.present, represented: data.represented };
    const direction = coming ? 1 : -1;
    const counts = { present: data.present + direction, represented: data.represented + representedShift(side, direction) };
    const attendance: StoredAttendance = { memberId, present: coming, mode, at: new Date() };
    tx.set(attendanceRef(orgId, assemblyId, memberId), attendance);
    tx.update(ref, counts);
    return counts;
  }, ATTEMPTS);
}

/** POST /v1/assemblies/check-in: an admin marks a member present in the hall. */
export const checkIn = route(checkInContract, async ({ claims, body }) => mark(claims.org, body.assemblyId, body.memberId, true, 'HALL'));

/** POST /v1/assemblies/check-out: an admin marks a member gone. */
export const checkOut = route(checkOutContract, async ({ claims, body }) =>
  mark(claims.org, body.assemblyId, body.memberId, false, 'HALL'),
);

/** POST /v1/assemblies/attend: the member joins by video, where the statute and the assembly allow it. */
export const attendRemotely = route(attendRemotelyContract, async ({ claims, body, scope }) => {
  const { ref } = await scope.own();
  return mark(claims.org, body.assemblyId, ref.id, true, 'REMOTE');
});
