import { attendRemotelyContract, checkInContract, checkOutContract } from '@tessera/domain/contracts/assemblies';
import { FieldValue } from 'firebase-admin/firestore';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { db } from '../shared/admin';
import { readPresence, representedShift } from './presence';
import {
  assertStatus,
  attendanceLogRef,
  attendanceRef,
  loadAssembly,
  loadRules,
  meetingRef,
  memberEntitlement,
  type StoredAssembly,
  type StoredAttendance,
} from './store';

/** Check-ins at the door queue on the assembly's counts: retry more than the default five. */
const ATTEMPTS = { maxAttempts: 30 };

/**
 * Marks the member present or gone, and moves the assembly's counts in the same transaction (presence.ts): the counts
 * always equal what the attendance and proxy documents say. A member already where asked changes nothing.
 *
 * What the transaction reads is the member's own side (their attendance, the proxy they gave, the proxies they hold,
 * and the attendance of the members these name); the counts are moved by increments, without reading the assembly in
 * it. So check-ins at several doors at once queue only where they concern the same members (two of them reading each
 * other's attendance), not all on the assembly. The assembly (its status, whether it is held by video) and the
 * member's entitlement are read before: they follow the register and the chair's steps, which a check-in does not
 * change. The answer gives the counts read after the commit, and whether this call changed anything.
 */
export async function mark(orgId: string, assemblyId: string, memberId: string, coming: boolean, mode: StoredAttendance['mode']) {
  const [{ ref, data }, rules] = await Promise.all([loadAssembly(orgId, assemblyId), loadRules(orgId)]);
  assertStatus(data, 'CONVENED', 'OPEN');
  if (coming) {
    if (mode === 'REMOTE' && !(rules.remoteAttendance && data.online)) throw new ApiError('NOT_ENABLED');
    if (!(await memberEntitlement(orgId, assemblyId, data, memberId, rules)).entitled) throw new ApiError('NOT_ENTITLED');
  }
  const changed = await db.runTransaction(async (tx) => {
    const side = await readPresence(tx, orgId, assemblyId, memberId);
    if (side.present === coming) return false;
    const direction = coming ? 1 : -1;
    const attendance: StoredAttendance = { memberId, present: coming, mode, at: new Date() };
    tx.set(attendanceRef(orgId, assemblyId, memberId), attendance);
    // every entry and exit kept with its time, for the minutes and any later question; the state above is the latest
    tx.create(attendanceLogRef(orgId, assemblyId).doc(), attendance);
    tx.update(ref, {
      present: FieldValue.increment(direction),
      represented: FieldValue.increment(representedShift(side, direction)),
    });
    return true;
  }, ATTEMPTS);
  const now = (await ref.get()).data() as StoredAssembly;
  return { present: now.present, represented: now.represented, changed };
}

/** The counts alone, as check-in, check-out and attend answer them. */
const counts = async (marked: ReturnType<typeof mark>) => {
  const { present, represented } = await marked;
  return { present, represented };
};

/** POST /v1/assemblies/check-in: an admin marks a member present in the hall. */
export const checkIn = route(checkInContract, async ({ claims, body }) =>
  counts(mark(claims.org, body.assemblyId, body.memberId, true, 'HALL')),
);

/** POST /v1/assemblies/check-out: an admin marks a member gone. */
export const checkOut = route(checkOutContract, async ({ claims, body }) =>
  counts(mark(claims.org, body.assemblyId, body.memberId, false, 'HALL')),
);

/**
 * POST /v1/assemblies/attend: the member joins by video, where the statute and the assembly allow it. The meeting's
 * address is read only once the attendance is recorded: whoever gets it counts as present.
 */
export const attendRemotely = route(attendRemotelyContract, async ({ claims, body, scope }) => {
  const { ref } = await scope.own();
  const marked = await counts(mark(claims.org, body.assemblyId, ref.id, true, 'REMOTE'));
  const url = (await meetingRef(claims.org, body.assemblyId).get()).get('url') as unknown;
  return { ...marked, meetingUrl: typeof url === 'string' ? url : null };
});
