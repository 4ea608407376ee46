import { z } from 'zod';
import { PLANS } from '../constants';
import { BILLINGS } from '../plans/plans';
import { subscriptionView } from '../plans/subscription';
import { docId } from '../entities/common';
import { defineContract } from './contract';

// The organization's plan and its subscription (docs/plans.md).

const subscriptionAnswer = z.strictObject({ subscription: subscriptionView });

export const checkSubscriptionPlanContract = defineContract({
  method: 'GET',
  path: '/v1/payments/check-subscription-plan',
  summary: "The organization's plan, how it is billed, whether it renews, and the change waiting for the period's end.",
  description:
    'Coming back from the checkout of a new subscription, the plan shows once the provider confirms the payment (its ' +
    'event to the webhook, or this call, which asks the provider about an open checkout).',
  access: 'settings.manage',
  scope: 'organization',
  answer: subscriptionAnswer,
});

export const changeSubscriptionPlanContract = defineContract({
  method: 'POST',
  path: '/v1/payments/change-subscription-plan',
  summary: 'Changes the plan: a checkout from FREE, at once (prorated) upwards, at the end of the period downwards.',
  description:
    '`change` says how (domain plans/plans.ts `planChange`): `start` answers the checkout `url` (Stripe Checkout in ' +
    'subscription mode; the local checkout page on the emulator), and the plan begins with its first payment; `now` ' +
    'changes the subscription at once, the provider prorating the difference; `periodEnd` keeps the plan paid for until ' +
    '`currentPeriodEnd` (FREE: the subscription ends then); `same` changes nothing. A lower plan deletes nothing: what is ' +
    'beyond its limits becomes read-only. Choosing the current plan again cancels a pending change. Online payments ' +
    'off (no provider): NOT_ENABLED.',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({
    plan: z.string({ error: 'validation.required' }).describe(`one of ${PLANS.join(', ')}: another is PLAN_NOT_FOUND`),
    billing: z.enum(BILLINGS, { error: 'validation.notAllowed' }),
    lang: z.enum(['it', 'en']).optional().describe('the checkout page language'),
  }),
  answer: z.strictObject({
    change: z.enum(['start', 'now', 'periodEnd', 'same']),
    url: z.string().nullable().describe('start: where the browser pays'),
    subscription: subscriptionView,
  }),
  errors: ['PLAN_NOT_FOUND', 'NOT_ENABLED'],
});

export const planRenewalContract = defineContract({
  method: 'PATCH',
  path: '/v1/payments/plan-renewal',
  summary: "Whether the organization's paid plan renews at the end of its period (off: it ends then, and FREE follows).",
  description:
    "The organization's own subscription; a member's fee renewal is `toggle-renew`. On FREE there is nothing to renew: " + 'NOT_FOUND.',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({ renews: z.boolean({ error: 'validation.required' }) }),
  answer: subscriptionAnswer,
  errors: ['NOT_FOUND', 'NOT_ENABLED'],
});

export const localSubscriptionCycleContract = defineContract({
  method: 'POST',
  path: '/v1/payments/local-subscription-cycle',
  summary: "Plays the end of a local subscription's period (emulator without a Stripe key only): renewed, failed, or ended.",
  description:
    'What Stripe Billing does at a renewal, for the local stand-in: a subscription that does not renew ends ' +
    '(customer.subscription.deleted); else the renewal is paid (the next period) or fails (past_due), each sent to the ' +
    'real webhook as a signed customer.subscription.* event. Elsewhere: NOT_FOUND.',
  access: 'public',
  scope: 'none',
  body: z.strictObject({
    subscription: docId,
    outcome: z.enum(['paid', 'failed'], { error: 'validation.notAllowed' }),
  }),
  answer: z.strictObject({ status: z.string() }),
  errors: ['NOT_FOUND'],
});
