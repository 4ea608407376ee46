import { isPaidFee } from '../search/record';
import { registerContent, type RegisterContent } from './entry';

/**
 * The membership fees in the register of members: each fee paid is a `fee` entry naming the member, the year and the
 * amount; a fee that later stops being paid (refunded, deleted, put on hold) or changes year or amount is a
 * `correction` naming the last entry about that payment, with the fee as it now stands (0 cents: no longer paid).
 * Entries are never edited, so the history of a fee stays readable in the book.
 */

/** The payment fields a fee entry reads: the payment trigger runs the register's reaction when one of them changed. */
export const REGISTER_FEE_FIELDS = ['memberId', 'payYear', 'cardPayment', 'refunded', 'status', 'amount'] as const;

/** What the register last wrote about one payment (kept per payment, server only). */
export interface RegisterFeeState {
  /** the last entry about the payment */
  seq: number;
  memberId: string;
  feeYear: number;
  /** 0: the fee no longer stands */
  feeCents: number;
}

/** The fee a payment stands for now, or null when it is no paid membership fee. */
export function standingFee(payment: Record<string, unknown> | undefined): { memberId: string; feeYear: number; feeCents: number } | null {
  if (!payment || !isPaidFee(payment) || typeof payment.memberId !== 'string') return null;
  const cents = typeof payment.amount === 'number' && Number.isSafeInteger(payment.amount) ? payment.amount : 0;
  return { memberId: payment.memberId, feeYear: payment.payYear as number, feeCents: cents };
}

/** The member's name as a fee entry records it (the admission entry holds the rest of their identity). */
export interface FeeMember {
  surname: string | null;
  name: string | null;
  taxCode: string | null;
}

/**
 * The entry a payment's write calls for, against what the register last wrote about it: a `fee` when it becomes a
 * paid fee for the first time, a `correction` when what was recorded no longer holds, nothing when the book already
 * says it.
 */
export function feeEntry(
  recorded: RegisterFeeState | undefined,
  payment: Record<string, unknown> | undefined,
  member: FeeMember,
): RegisterContent | null {
  const now = standingFee(payment);
  if (!recorded)
    return now ? registerContent('fee', { memberId: now.memberId, ...member, feeYear: now.feeYear, feeCents: now.feeCents }) : null;
  const feeYear = now?.feeYear ?? recorded.feeYear;
  const feeCents = now?.feeCents ?? 0;
  if (feeYear === recorded.feeYear && feeCents === recorded.feeCents) return null;
  return registerContent('correction', {
    memberId: now?.memberId ?? recorded.memberId,
    ...member,
    feeYear,
    feeCents,
    corrects: recorded.seq,
  });
}
