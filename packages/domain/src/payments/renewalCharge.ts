import { cardUsable, type SavedCard } from '../entities/paymentAccount';

/**
 * Charging the saved card at renewal: the yearly verification, for an active
 * member without the year's fee whose payment account renews itself with a usable card, queues one charge
 * (organizations/{org}/renewalCharges/{year}_{member}) instead of making them inactive; a trigger asks the provider to
 * charge the card off-session, and the provider's event records the payment with its renewal, or the failure.
 */

/**
 * QUEUED (written by the verification) → CHARGING (claimed by the trigger, asked of the provider) → PAID or FAILED
 * (the provider's event). A provider that could not be reached puts it back to QUEUED, up to RENEWAL_CHARGE_ATTEMPTS.
 */
export const RENEWAL_CHARGE_STATES = ['QUEUED', 'CHARGING', 'PAID', 'FAILED'] as const;
export type RenewalChargeState = (typeof RENEWAL_CHARGE_STATES)[number];

/** Tries at reaching the provider before a charge is given up as FAILED (a declined card fails at once). */
export const RENEWAL_CHARGE_ATTEMPTS = 3;

/** One charge per member and year, whatever the verification runs: its id says which. */
export const renewalChargeId = (year: number, memberId: string) => `${year}_${memberId}`;

/** The payment a paid renewal charge records: one per charge, so a replayed event cannot record a second. */
export const renewalPaymentId = (chargeId: string) => `rn${chargeId}`;

/** What the stored charge holds (organizations/{org}/renewalCharges/{id}; server only). */
export interface RenewalCharge {
  memberId: string;
  year: number;
  /** euro cents: the yearly fee of the member's category when the charge was queued */
  amount: number;
  /** the category's name, the payment's object */
  object: string;
  customerId: string;
  paymentMethodId: string;
  /** the card as the member knows it (visa •••• 4242), for the mails */
  cardLabel: string;
  state: RenewalChargeState;
  attempts: number;
  /** the provider's payment (Stripe PaymentIntent) once asked */
  paymentIntent: string | null;
  paymentId: string | null;
  /** the provider's reason for a failure (card_declined, authentication_required…) */
  failure: string | null;
}

/**
 * What the verification may do about a member's fee through their saved card: `charge` (queue it now), `charging` (a
 * charge of the year is under way: wait for it), `none` (no auto-renew, no usable card, no price for their category,
 * or the year's charge already ended — paid then refunded, or failed: the card is not tried twice for one year).
 */
/** A saved card as a member recognises it in a mail. */
export const cardLabel = (card: Pick<SavedCard, 'brand' | 'last4'> | null | undefined) => (card ? `${card.brand} •••• ${card.last4}` : '');

export type RenewalPlan = 'charge' | 'charging' | 'none';

export interface RenewableAccount {
  autoRenew?: unknown;
  card?: SavedCard | null;
  customerId?: unknown;
  paymentMethodId?: unknown;
}

export function renewalPlan(
  account: RenewableAccount | undefined,
  feeAmount: number | null,
  charge: { state?: unknown } | undefined,
  today: Date,
): RenewalPlan {
  if (charge) return charge.state === 'QUEUED' || charge.state === 'CHARGING' ? 'charging' : 'none';
  if (account?.autoRenew !== true || typeof account.customerId !== 'string' || typeof account.paymentMethodId !== 'string') return 'none';
  if (!cardUsable(account.card ?? null, today) || !feeAmount || feeAmount <= 0) return 'none';
  return 'charge';
}
