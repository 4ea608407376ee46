import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { memberIdentity, registerChange, registerContent, registerDay, type RegisterMemberView } from '@tessera/domain/register/entry';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { MemberWrite } from '../memberReactions/registry';
import { APPEND_ATTEMPTS, appendEntries, categoryNames, headOf, headRef, memberStateRef, type RegisterMemberState } from './registerStore';

/** The member fields whose change may admit a member or make them leave (the reaction's fields). */
export const REGISTER_LIFE_FIELDS = ['accountStatus', 'deceased', 'cancellationRequested'] as const;

const toDate = (v: unknown): Date | null =>
  v && typeof (v as Timestamp).toDate === 'function' ? (v as Timestamp).toDate() : v instanceof Date ? v : null;

/** A member document as the register's pure rules read it (timestamps as dates). */
export function memberView(data: DocumentData): RegisterMemberView {
  return { ...data, birthDate: toDate(data.birthDate) };
}

/**
 * Records an admission or a departure when a member's standing changed (registration, suspension, death, a lapse or a
 * withdrawal at the yearly verification). It reads the member as it is now and where the register last put them, in
 * the transaction that appends: the same event twice, or two events in either order, append once. Nothing is recorded
 * before the register was started (its opening step records everyone who is a member then).
 */
export async function followMemberLife({ orgId, memberId }: Pick<MemberWrite, 'orgId' | 'memberId'>): Promise<void> {
  await db.runTransaction(async (tx) => {
    const [headSnap, stateSnap, memberSnap] = await Promise.all([
      tx.get(headRef(db, orgId)),
      tx.get(memberStateRef(db, orgId, memberId)),
      tx.get(db.doc(memberPath(orgId, memberId))),
    ]);
    const head = headOf(headSnap);
    if (!head) return;
    const state = stateSnap.data() as RegisterMemberState | undefined;
    const member = memberSnap.exists ? memberView(memberSnap.data()!) : undefined;
    const change = registerChange(state?.standing, member);
    if (!change || !member) return;
    const names = await categoryNames(tx, db, orgId);
    const now = new Date();
    const identity = memberIdentity(memberId, member, names[String(member.category)] ?? null);
    const content =
      change.kind === 'admission'
        ? registerContent('admission', { ...identity, admissionDate: registerDay(now) })
        : registerContent('departure', {
            ...identity,
            departureCause: change.cause,
            departureDate: registerDay((change.cause === 'death' && toDate(memberSnap.get('deceasedAt'))) || now),
          });
    const { entries } = appendEntries(tx, db, orgId, head, [content], now);
    const seq = entries[0]!.seq;
    const next: RegisterMemberState = {
      standing: change.kind === 'admission' ? 'in' : 'out',
      seq,
      admissionSeq: change.kind === 'admission' ? seq : (state?.admissionSeq ?? null),
    };
    tx.set(memberStateRef(db, orgId, memberId), next);
  }, APPEND_ATTEMPTS);
}
