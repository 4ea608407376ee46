import { AGGREGATION_PLANS, CAMPAIGN_LIMITS, EMAIL_QUOTA_PER_MONTH, PLANS, type Plan } from '../constants';

/**
 * The campaign area's plans: what each costs, what it allows, and how a change from one
 * to another is made. One table for the plan page, the API and the billing provider (Stripe prices are made from it).
 */
export const BILLINGS = ['monthly', 'annual'] as const;
export type Billing = (typeof BILLINGS)[number];

/** Prices in euro cents, VAT included; the annual price is ten months' (two months free). */
export const PLAN_PRICES: Record<Plan, Record<Billing, number>> = {
  FREE: { monthly: 0, annual: 0 },
  COMITIVE: { monthly: 900, annual: 9_000 },
  PROFESSIONAL: { monthly: 2_900, annual: 29_000 },
  ENTERPRISE: { monthly: 7_900, annual: 79_000 },
  WORLDSTAR: { monthly: 19_900, annual: 199_000 },
};

/** What a plan allows, as the plan page lists it (null: unlimited). */
export interface PlanLimits {
  campaignsPerMonth: number | null;
  registrationsPerCampaign: number | null;
  emailsPerMonth: number;
  aggregations: boolean;
}

export const planLimits = (plan: Plan): PlanLimits => ({
  ...CAMPAIGN_LIMITS[plan],
  emailsPerMonth: EMAIL_QUOTA_PER_MONTH[plan],
  aggregations: AGGREGATION_PLANS.includes(plan),
});

/** Days a plan is kept after a renewal failed (the provider retries meanwhile); then the organization is on FREE. */
export const PLAN_GRACE_DAYS = 14;

const rank = (plan: Plan) => PLANS.indexOf(plan);
/** What a year of the plan costs on a billing: how two paid choices compare. */
const yearly = (plan: Plan, billing: Billing) => PLAN_PRICES[plan][billing] * (billing === 'monthly' ? 12 : 1);

/**
 * How a change of plan is made:
 * - `start`: from FREE to a paid plan — a checkout for the subscription, the plan from its first payment;
 * - `now`: a higher plan, or a change of billing — at once, the difference prorated by the provider;
 * - `periodEnd`: a lower paid plan on the same billing, or FREE — at the end of the period already paid;
 * - `same`: nothing to change.
 * A lower plan never deletes anything: what goes beyond its limits becomes read-only.
 */
export type PlanChange = 'start' | 'now' | 'periodEnd' | 'same';

export function planChange(from: { plan: Plan; billing: Billing }, to: { plan: Plan; billing: Billing }): PlanChange {
  if (to.plan === 'FREE') return from.plan === 'FREE' ? 'same' : 'periodEnd';
  if (from.plan === 'FREE') return 'start';
  if (from.plan === to.plan && from.billing === to.billing) return 'same';
  if (from.billing !== to.billing) return 'now';
  return rank(to.plan) > rank(from.plan) || yearly(to.plan, to.billing) > yearly(from.plan, from.billing) ? 'now' : 'periodEnd';
}
