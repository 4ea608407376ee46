import { z } from 'zod';
import { PLANS, planOf, type Plan } from '../constants';
import { BILLINGS, PLAN_GRACE_DAYS, type Billing } from './plans';

/**
 * The organization's subscription to its plan as the product keeps it (`organizations/{org}/billing/subscription`,
 * server only: it holds the provider's ids) and shows it. The organization document's `plan` is the plan in force;
 * this says how it is paid and what happens next.
 * - none: FREE, nothing to pay; active: paid and renewing (or ending, `renews` false);
 * - past_due: a renewal failed, the plan kept until `graceUntil` while the provider retries; then FREE.
 */
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const day = z.string().describe('YYYY-MM-DD');

export const subscriptionView = z.strictObject({
  plan: z.enum(PLANS),
  billing: z.enum(BILLINGS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** renews at the end of the period (false: the plan ends then, and the organization is on FREE) */
  renews: z.boolean(),
  currentPeriodEnd: day.nullable(),
  /** a lower plan chosen, from the end of the period */
  pending: z.strictObject({ plan: z.enum(PLANS), billing: z.enum(BILLINGS), on: day }).nullable(),
  graceUntil: day.nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

/** The stored document (dates as ISO instants; the provider's ids). */
export interface StoredSubscription {
  customerId?: string | null;
  subscriptionId?: string | null;
  status?: SubscriptionStatus;
  renews?: boolean;
  currentPeriodEnd?: string | null;
  pending?: { plan: Plan; billing: Billing; on: string } | null;
  graceUntil?: string | null;
  /** a checkout started for a new subscription and not yet seen paid (check-subscription-plan asks the provider) */
  checkoutId?: string | null;
}

const dayOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null);

/** The view of an organization's plan from its document's `plan` and the stored subscription. */
export function viewSubscription(
  orgPlan: { name?: unknown; billing?: unknown } | undefined,
  s: StoredSubscription | undefined,
): SubscriptionView {
  const plan = planOf(orgPlan?.name);
  const billing: Billing = orgPlan?.billing === 'monthly' ? 'monthly' : 'annual';
  const paid = plan !== 'FREE' && !!s?.subscriptionId;
  const renews = paid ? s?.renews !== false : false;
  const periodEnd = paid ? dayOf(s?.currentPeriodEnd) : null;
  // what the period's end brings: the lower plan chosen, or FREE when the subscription does not renew
  const pending =
    paid && s?.pending
      ? { ...s.pending, on: dayOf(s.pending.on)! }
      : paid && !renews && periodEnd
        ? { plan: 'FREE' as const, billing, on: periodEnd }
        : null;
  return {
    plan,
    billing,
    status: paid ? (s?.status ?? 'active') : 'none',
    renews,
    currentPeriodEnd: periodEnd,
    pending,
    graceUntil: paid && s?.status === 'past_due' ? dayOf(s.graceUntil) : null,
  };
}

/** When the grace after a failed renewal at `failedAt` ends. */
export const graceEnd = (failedAt: Date) => new Date(failedAt.getTime() + PLAN_GRACE_DAYS * 86_400_000).toISOString();
