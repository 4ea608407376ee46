import { z } from 'zod';
import { docId } from '../entities/common';
import { PAY_YEAR_MIN } from '../entities/payment';
import { todayInItaly } from '../locale/dates';
import type { RenewalPlan } from './renewalCharge';

/**
 * The yearly verification: who has not paid the membership fee of a year, and what becomes of them —
 * the one rule the job over the whole organization (verify-payments-all) and the check of one member
 * (verify-payments) share.
 */

/** Members one step of the job reads (and at most changes) in one transaction: with their report rows and reminder mails,
 * well within a transaction's 500 writes. */
export const VERIFICATION_PAGE = 100;

/** A year up to the current one: verifying next year's fees would find nobody paid. */
const verifiedYear = z
  .number({ error: 'validation.number' })
  .int('validation.number')
  .min(PAY_YEAR_MIN, 'validation.number')
  .refine((y) => y <= Number(todayInItaly().slice(0, 4)), 'validation.futureYear');

export const verifyAllRequest = z.object({
  year: verifiedYear,
  /** queue a reminder to each member who has not paid (once per member and year, whatever the runs) */
  sendMail: z.boolean({ error: 'validation.required' }).default(false),
});
export type VerifyAllRequest = z.input<typeof verifyAllRequest>;

export const verifyOneRequest = verifyAllRequest.extend({ memberId: docId });

/** verifications/{LATEST_VERIFICATION} names the newest job (`{jobId}`): the one-at-a-time check, and what the page shows. */
export const LATEST_VERIFICATION = 'latest';

export const VERIFICATION_STATES = ['RUNNING', 'DONE'] as const;
/**
 * cancellation: asked to leave; unpaid: no fee of the year; autoRenew: the fee is being charged to the saved card;
 * payroll: the fee is deducted from the member's pay (automatic payroll charge), it arrives with the payroll file
 */
export const VERIFICATION_REASONS = ['cancellation', 'unpaid', 'autoRenew', 'payroll'] as const;
export type VerificationReason = (typeof VERIFICATION_REASONS)[number];

/** What the verification reads of a member. */
export interface VerifiedMember {
  accountStatus?: unknown;
  cancellationRequested?: unknown;
  deceased?: unknown;
  email?: unknown;
  /** the last year a fee reminder was queued for: a second run does not mail again */
  feeReminderYear?: unknown;
  /** automatic payroll charge: the fee is deducted from the pay slip, not paid by the member */
  payrollCharge?: unknown;
}

export interface Verdict {
  /** the new account status, or null when it stays */
  status: 'INACTIVE' | null;
  reason: VerificationReason | null;
  remind: boolean;
}

/**
 * A member's fate for a year's fee: a cancellation requested ends an active membership at the renewal
 * (INACTIVE, no reminder); an active member who has not paid and renews automatically with a usable card stays active
 * while the fee is charged to it (reason autoRenew: the caller queues the charge; its failure applies this verdict again
 * with plan `none`); any other active member who has not paid becomes INACTIVE; every member who has not paid — active or
 * already inactive, never a deceased, pending or suspended one — gets one reminder per year when asked. A member whose fee
 * is charged to their pay (payrollCharge) is neither made INACTIVE nor reminded, nor charged to a card: the fee is not
 * theirs to pay, it comes with the employer's payroll file (reason payroll). A member who paid stays as they are.
 * Applying a verdict and verifying again changes nothing more.
 */
export function feeVerdict(member: VerifiedMember, paid: boolean, year: number, sendMail: boolean, renewal: RenewalPlan = 'none'): Verdict {
  const keep: Verdict = { status: null, reason: null, remind: false };
  if (member.deceased === true) return keep;
  const active = member.accountStatus === 'ACTIVE' || member.accountStatus === undefined;
  if (member.cancellationRequested === true) return active ? { status: 'INACTIVE', reason: 'cancellation', remind: false } : keep;
  if (paid) return keep;
  if (member.payrollCharge === true) return { status: null, reason: 'payroll', remind: false };
  if (active && renewal === 'charge') return { status: null, reason: 'autoRenew', remind: false };
  if (active && renewal === 'charging') return keep;
  const inactive = member.accountStatus === 'INACTIVE';
  if (!active && !inactive) return keep;
  const remind = sendMail && typeof member.email === 'string' && member.email !== '' && member.feeReminderYear !== year;
  return { status: active ? 'INACTIVE' : null, reason: active || remind ? 'unpaid' : null, remind };
}
