import { z } from 'zod';
import { cents, isoDate } from './common';
import { PAYMENT_METHODS } from './payment';

export const SALE_TYPES = ['ACTIVITY', 'TICKET'] as const;

/** Sale item: an activity or a ticket (spec §3). */
export const saleInput = z.object({
  name: z.string().trim().min(1).max(200),
  descriptionHTML: z.string().max(20_000).default(''),
  type: z.enum(SALE_TYPES),
  saleDate: isoDate,
  openingDate: isoDate,
  expirationDate: isoDate,
  seatsAvailable: z.number().int().nonnegative().nullable(),
  maxEnrolled: z.number().int().nonnegative().nullable(),
  minEnrolled: z.number().int().nonnegative().default(0),
  prices: z.array(z.object({ name: z.string().min(1), cost: cents, vatDepartment: z.string().default('') })).min(1),
  onlineSellable: z.boolean().default(false),
  visibleOnline: z.boolean().default(false),
  payrollChargeable: z.boolean().default(false),
  canHaveFamily: z.boolean().default(false),
  familyCategory: z.string().optional(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).default([]),
});
export type SaleInput = z.infer<typeof saleInput>;
