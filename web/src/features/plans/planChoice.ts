import type { Language, Plan } from '@tessera/domain/constants';
import { formatCents } from '@tessera/domain/locale/money';
import { PLAN_PRICES, planChange, type Billing, type PlanChange } from '@tessera/domain/plans/plans';
import type { SubscriptionView } from '@tessera/domain/plans/subscription';

export interface PlanChoice {
  plan: Plan;
  billing: Billing;
}

/**
 * How choosing `to` changes the plan, as the server makes it: a plan with no subscription behind it (FREE, or one the
 * platform granted) starts one through a checkout, or ends at once when FREE is chosen; a paid one follows `planChange`.
 */
export function choiceKind(sub: SubscriptionView, to: PlanChoice): PlanChange {
  if (sub.status === 'none') {
    if (to.plan !== 'FREE') return 'start';
    return sub.plan === 'FREE' ? 'same' : 'now';
  }
  return planChange(sub, to);
}

/** The change already waiting for the period's end is this choice (FREE is FREE on either billing). */
export const isPending = (sub: SubscriptionView, to: PlanChoice) =>
  sub.pending !== null && sub.pending.plan === to.plan && (to.plan === 'FREE' || sub.pending.billing === to.billing);

/** The page's language as the money and number formats know it. */
export const languageOf = (lng: string): Language => (lng.startsWith('en') ? 'en' : 'it');

export const planPrice = (to: PlanChoice, lang: Language) => formatCents(PLAN_PRICES[to.plan][to.billing], lang);
