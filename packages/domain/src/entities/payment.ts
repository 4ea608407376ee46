import { z } from 'zod';
import { cents, isoDate } from './common';

export const PAYMENT_STATUSES = ['ONHOLD', 'PROCESSED', 'INVOICED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Refund is allowed on PROCESSED or INVOICED payments (spec §4). */
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

/** Payment (spec §3), amounts in cents. */
export const paymentInput = z.object({
  memberId: z.string().min(1),
  notes: z.string().max(2000).optional(),
  payDate: isoDate,
  payYear: z.number().int().min(1900).max(2200),
  amount: cents,
  mode: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  object: z.string().max(200),
  quantity: z.number().int().positive().default(1),
  vatPercent: z.number().min(0).max(100).default(0),
  cluster: z.string().optional(),
  operator: z.string().optional(),
  cardPayment: z.boolean().default(false),
  accounting: z
    .object({
      b1Aggregate: z.string().optional(),
      project: z.string().optional(),
      account: z.string().optional(),
      cdc: z.string().optional(),
    })
    .optional(),
});
export type PaymentInput = z.infer<typeof paymentInput>;
