import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { attendanceRef, holderRef, proxyRef, type StoredHolder, type StoredProxy } from './store';

/**
 * The counts kept on the assembly document, exact because every change to attendance or proxies rewrites them in the
 * transaction that makes it: `present`, the members present; `represented`, the proxies whose holder is present for a
 * giver who is not (a giver who comes in person speaks for themself). Every writer reads here what it needs for that.
 */

export const isPresent = (snap: DocumentSnapshot | undefined) => snap?.exists === true && snap.get('present') === true;

/** A member's side of the counts: present or not, the proxy they gave and whether its holder is present, the proxies they hold. */
export interface MemberPresence {
  present: boolean;
  attendance: DocumentSnapshot;
  given: StoredProxy | null;
  holderPresent: boolean;
  held: StoredHolder;
  /** the givers of the proxies they hold who are present themselves */
  giversPresent: number;
  /** the givers of the proxies they hold who are not present: those their ballot may carry */
  absentGivers: string[];
}

export async function readPresence(tx: Transaction, orgId: string, assemblyId: string, memberId: string): Promise<MemberPresence> {
  const [attendance, givenSnap, heldSnap] = await Promise.all([
    tx.get(attendanceRef(orgId, assemblyId, memberId)),
    tx.get(proxyRef(orgId, assemblyId, memberId)),
    tx.get(holderRef(orgId, assemblyId, memberId)),
  ]);
  const given = givenSnap.exists ? (givenSnap.data() as StoredProxy) : null;
  const held: StoredHolder = heldSnap.exists ? (heldSnap.data() as StoredHolder) : { count: 0, givers: [] };
  const others = [...(given ? [given.holder] : []), ...held.givers];
  const snaps = others.length ? await tx.getAll(...others.map((m) => attendanceRef(orgId, assemblyId, m))) : [];
  const holderPresent = given ? isPresent(snaps[0]) : false;
  const giverSnaps = snaps.slice(given ? 1 : 0);
  const absentGivers = held.givers.filter((_, i) => !isPresent(giverSnaps[i]));
  const giversPresent = held.givers.length - absentGivers.length;
  return { present: isPresent(attendance), attendance, given, holderPresent, held, giversPresent, absentGivers };
}

/**
 * How `represented` moves when this member comes in (+1) or leaves (-1): the proxies they hold for absent givers start
 * or stop counting, and their own proxy stops or starts counting if its holder is present.
 */
export function representedShift(p: MemberPresence, direction: 1 | -1): number {
  const absentGivers = p.held.givers.length - p.giversPresent;
  return direction * (absentGivers - (p.holderPresent ? 1 : 0));
}

/**
 * The members a first ballot may count: the voter and each giver of a proxy they hold who is not present. The ballot
 * then counts those of them no other ballot on the item counted first (votes.ts, the item's slots).
 */
export const ballotCandidates = (memberId: string, p: MemberPresence) => [memberId, ...p.absentGivers];
