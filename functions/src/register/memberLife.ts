import type { DocumentData, DocumentSnapshot, Timestamp, Transaction } from 'firebase-admin/firestore';
import { memberIdentity, registerChange, registerContent, registerDay, type RegisterMemberView } from '@tessera/domain/register/entry';
import { db } from '../shared/admin';
import { memberStateRef, type PlannedEntry, type RegisterMemberState } from './registerStore';

/** The member fields whose change may admit a member or make them leave (the reaction's fields). */
export const REGISTER_LIFE_FIELDS = ['accountStatus', 'deceased', 'cancellationRequested'] as const;

const toDate = (v: unknown): Date | null =>
  v && typeof (v as Timestamp).toDate === 'function' ? (v as Timestamp).toDate() : v instanceof Date ? v : null;

/** A member document as the register's pure rules read it (timestamps as dates). */
export function memberView(data: DocumentData): RegisterMemberView {
  return { ...data, birthDate: toDate(data.birthDate) };
}

/**
 * The admission or departure a member's standing calls for (registration, suspension, death, a lapse or a withdrawal
 * at the yearly verification), or null. The drainer (drain.ts) gives the member as it is now and where the register
 * last put them, both read in the transaction that appends: the same event twice, or two events in either order,
 * append once.
 */
export function memberLifeEntry(
  orgId: string,
  memberId: string,
  memberSnap: DocumentSnapshot,
  stateSnap: DocumentSnapshot,
  names: Record<string, string>,
  now: Date,
): PlannedEntry | null {
  const state = stateSnap.data() as RegisterMemberState | undefined;
  const member = memberSnap.exists ? memberView(memberSnap.data()!) : undefined;
  const change = registerChange(state?.standing, member);
  if (!change || !member) return null;
  const identity = memberIdentity(memberId, member, names[String(member.category)] ?? null);
  const content =
    change.kind === 'admission'
      ? registerContent('admission', { ...identity, admissionDate: registerDay(now) })
      : registerContent('departure', {
          ...identity,
          departureCause: change.cause,
          departureDate: registerDay((change.cause === 'death' && toDate(memberSnap.get('deceasedAt'))) || now),
        });
  const record = (tx: Transaction, seq: number) => {
    const next: RegisterMemberState = {
      standing: change.kind === 'admission' ? 'in' : 'out',
      seq,
      admissionSeq: change.kind === 'admission' ? seq : (state?.admissionSeq ?? null),
    };
    tx.set(memberStateRef(db, orgId, memberId), next);
  };
  return { content, record };
}
