import type { PreferenceFlag } from '../entities/organization';
import { REFUNDABLE_STATUSES, type PaymentStatus } from '../entities/payment';

/**
 * A payment's life: one table, read by the API (which refuses anything else with
 * PAYMENT_STATUS_CONFLICT and writes nothing) and by the screens (which offer only what it allows).
 *
 *   ONHOLD ──process──▶ PROCESSED ──invoice──▶ INVOICED
 *                          │                      │
 *                          └──────refund──────────┴──▶ REFUNDED
 *
 * An invoiced payment is corrected by a credit note (its refund), never edited or deleted; a refunded one is closed.
 */
export const PAYMENT_ACTIONS = ['process', 'invoice', 'refund', 'edit', 'delete', 'receipt'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

const MOVES: Partial<Record<PaymentAction, { from: readonly PaymentStatus[]; to: PaymentStatus }>> = {
  process: { from: ['ONHOLD'], to: 'PROCESSED' },
  invoice: { from: ['PROCESSED'], to: 'INVOICED' },
  refund: { from: REFUNDABLE_STATUSES, to: 'REFUNDED' },
};

/**
 * Actions that keep the status: edit and delete only before the payment is invoiced; a receipt (its first print, which
 * takes a number) once the money is in and until it is refunded. A receipt already issued is reprinted in any status.
 */
const CHANGES: Partial<Record<PaymentAction, readonly PaymentStatus[]>> = {
  edit: ['ONHOLD', 'PROCESSED'],
  delete: ['ONHOLD', 'PROCESSED'],
  receipt: ['PROCESSED', 'INVOICED'],
};

/**
 * Actions that belong to a preference: invoicing is electronic invoicing (each invoice gets its number and its
 * FatturaPA document), so while eInvoicing is off no payment is invoiced (NOT_ENABLED) and the screens offer no such
 * step. Payments invoiced earlier stay as they are.
 */
const ACTION_FEATURES: Partial<Record<PaymentAction, PreferenceFlag>> = { invoice: 'eInvoicing' };

/** The preference an action needs, if any. */
export const paymentActionFeature = (action: PaymentAction): PreferenceFlag | undefined => ACTION_FEATURES[action];

/** Whether `action` may be taken on a payment in `status`. */
export function paymentAllows(status: PaymentStatus, action: PaymentAction): boolean {
  const move = MOVES[action];
  return move ? move.from.includes(status) : (CHANGES[action] ?? []).includes(status);
}

/** The status after `action` (the same one for edit and delete), or null when the action is not allowed. */
export function paymentStatusAfter(status: PaymentStatus, action: PaymentAction): PaymentStatus | null {
  if (!paymentAllows(status, action)) return null;
  return MOVES[action]?.to ?? status;
}

/** A refund of an invoiced payment issues its credit note. */
/** What is left to refund of a payment: its amount less what its refunds returned so far (cents). */
export const refundLeft = (p: { amount?: unknown; refundedAmount?: unknown }): number =>
  (typeof p.amount === 'number' ? p.amount : 0) - (typeof p.refundedAmount === 'number' ? p.refundedAmount : 0);

/**
 * Whether a refund decided earlier (`amount`, when the payment showed `before` refunded) has been made: the payment
 * shows it refunded (the provider's event came back) or asked of the provider and waiting. A refund taken up again
 * after a stop half-way asks the provider only when it has not: the money goes back once.
 */
export const refundAlreadyMade = (
  payment: { refundedAmount?: unknown; refundRequest?: { amount?: unknown } | null },
  decided: { amount: number; before: number },
): boolean =>
  (typeof payment.refundedAmount === 'number' ? payment.refundedAmount : 0) >= decided.before + decided.amount ||
  payment.refundRequest?.amount === decided.amount;

export const refundNeedsCreditNote = (status: PaymentStatus): boolean => status === 'INVOICED';

/**
 * The move a PATCH makes when it names `to` as the status of a payment in `from`: 'process' or 'invoice' (a refund
 * has an endpoint of its own), null for no move, or 'refused' for any other change of status.
 */
export function statusMove(from: PaymentStatus, to: PaymentStatus): 'process' | 'invoice' | null | 'refused' {
  if (from === to) return null;
  for (const action of ['process', 'invoice'] as const) if (paymentStatusAfter(from, action) === to) return action;
  return 'refused';
}
