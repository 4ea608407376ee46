import { z } from 'zod';
import { cents, docId, isoDate } from './common';

export const PAYMENT_STATUSES = ['ONHOLD', 'PROCESSED', 'INVOICED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Refund is allowed on PROCESSED or INVOICED payments. */
export const REFUNDABLE_STATUSES: readonly PaymentStatus[] = ['PROCESSED', 'INVOICED'];

export const PAYMENT_METHODS = [
  'STRIPE',
  'CARTA',
  'BONIFICO',
  'PAYROLL',
  'CONTANTI',
  'POS',
  'CASH_BY_GROUP',
  'HISTORIC_PAYMENT',
  'POSTAL',
  'POSTALCC',
  'FREE_FIRST_YEAR',
  'PAID_BY_GROUP',
  'FEE_WITHELD',
  'FEE_WITHELD_PENSION',
  'LIFE_ANNUITY',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The methods an administrator records by hand. STRIPE is not one: a card payment through the provider is written by
 * its webhook, with the charge a refund goes back to; a payment typed in as STRIPE would have none.
 */
export const MANUAL_PAYMENT_METHODS = PAYMENT_METHODS.filter((m) => m !== 'STRIPE') as Exclude<PaymentMethod, 'STRIPE'>[];

/** A payment is registered as received (PROCESSED) or awaiting invoicing (ONHOLD); INVOICED and REFUNDED come later. */
export const REGISTERED_STATUSES = ['ONHOLD', 'PROCESSED'] as const;

/** The largest amount one payment records: €1,000,000.00 (a typo guard, far above any association's fee). */
export const PAYMENT_AMOUNT_MAX = 100_000_000;

/** The longest object (what was bought) and notes a payment keeps. */
export const PAYMENT_OBJECT_MAX = 200;
export const PAYMENT_NOTES_MAX = 2000;

export const PAY_YEAR_MIN = 1900;
export const PAY_YEAR_MAX = 2200;

const optionalText = (max: number) => z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong').optional();

/**
 * What an administrator fills in for a payment, shared by the register form, the edit form and the
 * API. Amounts are integer cents; the pay date a calendar day; `cluster` a convention id and
 * `operationId` an operation whose accounting codes the server copies into the payment.
 */
export const paymentFields = z.object({
  payDate: isoDate,
  payYear: z
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(PAY_YEAR_MIN, 'validation.number')
    .max(PAY_YEAR_MAX, 'validation.number'),
  amount: cents.max(PAYMENT_AMOUNT_MAX, 'validation.amountTooLarge'),
  mode: z.enum(MANUAL_PAYMENT_METHODS, { error: 'validation.required' }),
  object: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(PAYMENT_OBJECT_MAX, 'validation.tooLong'),
  quantity: z
    .number({ error: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger')
    .max(9999, 'validation.positiveInteger')
    .default(1),
  vatPercent: z.number({ error: 'validation.number' }).min(0, 'validation.number').max(100, 'validation.number').default(0),
  notes: optionalText(PAYMENT_NOTES_MAX),
  cluster: docId.optional(),
  operationId: docId.optional(),
});

/** POST /v1/payments/one: the fields, whose member, in which state, and whether it is the membership fee of payYear. */
export const paymentRegistration = paymentFields.extend({
  memberId: docId,
  status: z.enum(REGISTERED_STATUSES).default('PROCESSED'),
  /** the membership fee for payYear: renews the member's card to 31 December of that year (same transaction) */
  membershipFee: z.boolean().default(false),
});
export type PaymentRegistration = z.input<typeof paymentRegistration>;

/**
 * PATCH /v1/payments/one: every field as the edit form sends them, and the status. A new status is a move of the
 * lifecycle (payments/lifecycle.ts: process, invoice); changed fields are an edit, allowed only before invoicing.
 */
export const paymentPatch = paymentFields.extend({
  // a card payment keeps STRIPE (and its amount: what the provider charged); no other payment becomes one
  mode: z.enum(PAYMENT_METHODS, { error: 'validation.required' }),
  status: z.enum(PAYMENT_STATUSES),
});
export type PaymentPatch = z.input<typeof paymentPatch>;

/** The accounting codes copied from an operation (docs/data-model.md §2.14). */
export const paymentAccounting = z.object({
  operationId: z.string(),
  operationName: z.string(),
  b1Aggregate: z.string().optional(),
  project: z.string().optional(),
  account: z.string().optional(),
  cdc: z.string().optional(),
});

/** A payment as the API answers it (timestamps as ISO strings). */
export const paymentSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  holder: z.string().describe('"Surname Name" of the member, kept in step with the member'),
  cardNumber: z.string().nullable(),
  group: z.string().nullable(),
  payDate: z.string().describe('YYYY-MM-DD'),
  payYear: z.number().int(),
  amount: z.number().int().describe('cents'),
  mode: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  object: z.string(),
  quantity: z.number().int(),
  vatPercent: z.number(),
  notes: z.string(),
  cluster: z.string().nullable().describe('convention id'),
  clusterName: z.string().nullable(),
  payrollCompany: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe('a payroll deduction from a payroll file: the company whose pay slips it came from'),
  operator: z.string().nullable().describe("the email of the admin who registered it (null: the signup's webhook)"),
  cardPayment: z.boolean().describe('the membership fee: it renewed the card'),
  accounting: paymentAccounting.nullable(),
  refunded: z.boolean(),
  refundedBy: z.string().nullable(),
  refundedAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
