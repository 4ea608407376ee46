import { z } from 'zod';
import { signupPayloadSchema } from '../forms/signup';
import { defineContract } from './contract';
import { orgHeader } from './website';

/** A checkout session id as providers spell them (cs_test_…, cs_live_…, cs_local_…). */
const sessionId = z
  .string()
  .trim()
  .regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'validation.id')
  .describe('a checkout session id');
const sessionHeader = z.object({ session: sessionId });
const sessionBody = z.object({ session: sessionId });

export const createSessionContract = defineContract({
  method: 'POST',
  path: '/v1/payments/create-session',
  summary: 'Payment route (spec §4): the sign-in and a checkout session for the offer.',
  description:
    'With the emailed code: the sign-in (enabled, so the web can sign in before paying), a checkout session for the ' +
    "offer's price, then in one transaction the code spent, email and tax code checked free, the pending signup record " +
    'and a pending member profile. The member, card and payment come with the payment.',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  body: signupPayloadSchema,
  answer: z.strictObject({
    session: z.strictObject({ id: z.string(), url: z.string().describe('where the browser pays'), payment_status: z.string() }),
  }),
  errors: ['OTP_INVALID', 'EMAIL_ALREADY_USED', 'TAX_CODE_ALREADY_USED', 'NOT_FOUND', 'NOT_ENABLED'],
});

export const retrieveSessionContract = defineContract({
  method: 'GET',
  path: '/v1/payments/retrieve-session',
  summary: 'The outcome page (spec §2): the checkout session and whether the signup is done.',
  description:
    '`result` is true when the signup behind a paid session is done: the outcome page may arrive before the webhook, so ' +
    'a paid session is fulfilled here too (exactly once either way). Public: a session id is an unguessable capability, ' +
    'and the answer holds no personal data.',
  access: 'public',
  scope: 'none',
  headers: sessionHeader,
  answer: z.strictObject({
    session: z.strictObject({ id: z.string(), status: z.string(), payment_status: z.string() }).nullable(),
    result: z.boolean(),
  }),
});

export const getLocalCheckoutContract = defineContract({
  method: 'GET',
  path: '/v1/payments/local-checkout',
  summary: 'What the local checkout page shows (emulator without a Stripe key only).',
  access: 'public',
  scope: 'none',
  headers: sessionHeader,
  answer: z.strictObject({
    session: z.strictObject({
      id: z.string(),
      status: z.string(),
      payment_status: z.string(),
      amount_total: z.number().int().nullable().describe('cents'),
      currency: z.string().nullable(),
      productName: z.string(),
      email: z.string(),
    }),
  }),
  errors: ['NOT_FOUND'],
});

export const payLocalCheckoutContract = defineContract({
  method: 'POST',
  path: '/v1/payments/local-checkout-pay',
  summary: 'Pays a local checkout session: the signed webhook event goes to the real webhook function.',
  access: 'public',
  scope: 'none',
  body: sessionBody,
  answer: z.strictObject({ url: z.string().describe('the success page') }),
  errors: ['NOT_FOUND', 'SALE_ALREADY_PERFORMED', 'CARD_DECLINED'],
});

export const cancelLocalCheckoutContract = defineContract({
  method: 'POST',
  path: '/v1/payments/local-checkout-cancel',
  summary: "Stripe's back link on the local checkout page: no event, the cancel page.",
  access: 'public',
  scope: 'none',
  body: sessionBody,
  answer: z.strictObject({ url: z.string().describe('the cancel page') }),
  errors: ['NOT_FOUND'],
});
