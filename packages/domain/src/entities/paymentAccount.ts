import { z } from 'zod';
import { email } from './common';

/**
 * A member's payment account (endpoints retrieve/patch-payment-account, toggle-renew,
 * update-payment-method): the card saved with the payment provider, whether the fee renews itself with it, and the
 * name and address the provider bills. Server-only (organizations/{org}/paymentAccounts/{memberId}): the provider's
 * customer id never reaches a browser; the member reads the account through GET retrieve-payment-account.
 */

/** A saved card as the provider describes it: enough to recognise it, nothing to charge it with. */
export const savedCardSchema = z.strictObject({
  brand: z.string().describe('visa, mastercard, amex…'),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** The account as the member sees it (GET retrieve-payment-account and every change's answer). */
export const paymentAccountView = z.strictObject({
  autoRenew: z.boolean(),
  card: savedCardSchema.nullable(),
  billingName: z.string().nullable(),
  billingEmail: z.string().nullable(),
});
export type PaymentAccountView = z.infer<typeof paymentAccountView>;

export const BILLING_NAME_MAX = 120;

/** PATCH patch-payment-account: the billing name and address (null clears back to the member's own). */
export const paymentAccountPatch = z.strictObject({
  billingName: z.string().trim().max(BILLING_NAME_MAX, 'validation.tooLong').nullable().optional(),
  billingEmail: email.nullable().optional(),
});
export type PaymentAccountPatch = z.infer<typeof paymentAccountPatch>;

/** As stored: the view plus what only the server reads. */
export interface PaymentAccountDoc extends PaymentAccountView {
  memberId: string;
  /** the provider's customer (Stripe cus_…, local cus_local_…), made at the first saved card */
  customerId: string | null;
  /** the provider's id of the saved card (Stripe pm_…): what a replacement or removal detaches */
  paymentMethodId: string | null;
  /** when the checkout that saved the card began (seconds): an older one completing later changes nothing */
  cardSavedAt: number | null;
  /** the setup checkout the member was sent to and has not come back from (applied at retrieve, like retrieve-session) */
  pendingSetup: string | null;
  updatedAt: Date;
}

/** A member who has never saved anything: no card, no auto-renew, billed by their own name and address. */
export const EMPTY_PAYMENT_ACCOUNT: PaymentAccountView = { autoRenew: false, card: null, billingName: null, billingEmail: null };

/** Whether the saved card still works in the month of `today` (cards expire at the end of their month). */
export function cardUsable(card: SavedCard | null, today: Date): boolean {
  if (!card) return false;
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  return card.expYear > y || (card.expYear === y && card.expMonth >= m);
}
