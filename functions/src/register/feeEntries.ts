import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { feeEntry, standingFee, type RegisterFeeState } from '@tessera/domain/register/fees';
import { registerFeePath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { PlannedEntry } from './registerStore';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The member a fee entry names: the payment's member as it stands, else the one the register last wrote about. */
export function feeMemberId(paymentSnap: DocumentSnapshot, stateSnap: DocumentSnapshot): string | undefined {
  return standingFee(paymentSnap.data())?.memberId ?? (stateSnap.data() as RegisterFeeState | undefined)?.memberId;
}

/**
 * A membership fee to append when a payment became a paid fee, or a correction when it stopped being one or changed
 * year or amount (domain register/fees.ts), or null. The drainer (drain.ts) gives the payment as it is now, what the
 * register last wrote about it and its member (feeMemberId), all read in the transaction that appends: the same event
 * twice, or two events in either order, append once.
 */
export function feeEntryOf(
  orgId: string,
  paymentId: string,
  paymentSnap: DocumentSnapshot,
  stateSnap: DocumentSnapshot,
  memberSnap: DocumentSnapshot | undefined,
): PlannedEntry | null {
  const recorded = stateSnap.data() as RegisterFeeState | undefined;
  const payment = paymentSnap.data();
  const memberId = feeMemberId(paymentSnap, stateSnap);
  if (!memberId) return null;
  const member = memberSnap?.data() ?? {};
  const content = feeEntry(recorded, payment, { surname: text(member.surname), name: text(member.name), taxCode: text(member.ssn) });
  if (!content) return null;
  const record = (tx: Transaction, seq: number) => {
    const next: RegisterFeeState = { seq, memberId, feeYear: content.feeYear!, feeCents: content.feeCents! };
    tx.set(db.doc(registerFeePath(orgId, paymentId)), next);
  };
  return { content, record };
}
