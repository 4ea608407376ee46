import { z } from 'zod';
import { cents, isoDate } from './common';
import { PAYMENT_METHODS } from './payment';
import { normalizeSearch, prefixTokens } from '../lists/searchTokens';

/**
 * Sale item: an activity (a course, a trip, an event) or a ticket, sold at the desk and, when
 * the organization shows activities and tickets, to members online. Stored in organizations/{org}/sales/{id}.
 */
export const SALE_TYPES = ['ACTIVITY', 'TICKET'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** The most prices one item offers (full, reduced, member, family…). */
export const MAX_SALE_PRICES = 10;
/** The description's stored HTML, after sanitizing (html/allowList.ts). */
export const SALE_DESCRIPTION_MAX = 20_000;
export const SALE_NAME_MAX = 200;

const text = (max: number) => z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong');
const count = z.number({ error: 'validation.positiveInteger' }).int('validation.positiveInteger').nonnegative('validation.positiveInteger');

export const salePrice = z.object({
  name: text(100).min(1, 'validation.required'),
  /** euro cents */
  cost: cents,
  /** the VAT department the till books it under (free text: the association's own codes) */
  vatDepartment: text(30).default(''),
});
export type SalePrice = z.infer<typeof salePrice>;

/**
 * A sale item as the admin form and the API write it (POST /v1/sales/one). `saleDate` is the day it takes place;
 * sales open on `openingDate` and close after `expirationDate`. `seatsAvailable` null: no limit. `minEnrolled`: the
 * participants it needs to take place (the list flags it when short near the date); `maxEnrolled`: the most seats one
 * registration takes (family included), null: no limit.
 */
export const saleInput = z
  .object({
    name: text(SALE_NAME_MAX).min(1, 'validation.required'),
    /** sanitized by the server with an allow-list before it is stored (functions/src/shared/html.ts) */
    descriptionHTML: z.string().max(SALE_DESCRIPTION_MAX, 'validation.tooLong').default(''),
    type: z.enum(SALE_TYPES, { error: 'validation.required' }),
    saleDate: isoDate,
    openingDate: isoDate,
    expirationDate: isoDate,
    seatsAvailable: count.nullable().default(null),
    maxEnrolled: count.min(1, 'validation.positiveInteger').nullable().default(null),
    minEnrolled: count.default(0),
    prices: z.array(salePrice).min(1, 'validation.required').max(MAX_SALE_PRICES, 'validation.tooManyValues'),
    onlineSellable: z.boolean().default(false),
    visibleOnline: z.boolean().default(false),
    payrollChargeable: z.boolean().default(false),
    canHaveFamily: z.boolean().default(false),
    /** the category (list value) a family member registers under */
    familyCategory: z.string().trim().max(128, 'validation.tooLong').nullable().default(null),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1, 'validation.required'),
  })
  .superRefine((s, ctx) => {
    if (s.expirationDate < s.openingDate) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: 'validation.endBeforeStart' });
    if (s.seatsAvailable !== null && s.minEnrolled > s.seatsAvailable)
      ctx.addIssue({ code: 'custom', path: ['minEnrolled'], message: 'validation.minAboveSeats' });
    if (s.canHaveFamily && !s.familyCategory) ctx.addIssue({ code: 'custom', path: ['familyCategory'], message: 'validation.required' });
    const names = s.prices.map((p) => normalizeSearch(p.name));
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i) ctx.addIssue({ code: 'custom', path: ['prices', i, 'name'], message: 'validation.duplicate' });
    });
    if (new Set(s.paymentMethods).size !== s.paymentMethods.length)
      ctx.addIssue({ code: 'custom', path: ['paymentMethods'], message: 'validation.duplicate' });
    // only a card pays online: an item sold online accepts it
    if (s.onlineSellable && !s.paymentMethods.includes('STRIPE'))
      ctx.addIssue({ code: 'custom', path: ['paymentMethods'], message: 'validation.onlineNeedsCard' });
  })
  // no family, no family category; a hidden item is not sold online
  .transform((s) => ({
    ...s,
    familyCategory: s.canHaveFamily ? s.familyCategory : null,
    onlineSellable: s.visibleOnline && s.onlineSellable,
  }));
export type SaleInput = z.output<typeof saleInput>;
export type SaleForm = z.input<typeof saleInput>;

/**
 * Where an item stands on a day: `upcoming` (sales not open yet), `open`, `closed` (sales over, the day still to come)
 * or `past` (its day is gone). Stored with the item (`period`) for the list's filter and moved on each night
 * (functions/src/sales/periods.ts).
 */
export const SALE_PERIODS = ['upcoming', 'open', 'closed', 'past'] as const;
export type SalePeriod = (typeof SALE_PERIODS)[number];

export function salePeriod(s: Pick<SaleInput, 'saleDate' | 'openingDate' | 'expirationDate'>, today: string): SalePeriod {
  if (s.saleDate < today) return 'past';
  if (today < s.openingDate) return 'upcoming';
  if (today > s.expirationDate) return 'closed';
  return 'open';
}

/** A sale item as the API answers it and the screens show it. */
export const saleSchema = z.object({
  id: z.string(),
  name: z.string(),
  descriptionHTML: z.string(),
  type: z.enum(SALE_TYPES),
  saleDate: z.string(),
  openingDate: z.string(),
  expirationDate: z.string(),
  seatsAvailable: z.number().nullable(),
  maxEnrolled: z.number().nullable(),
  minEnrolled: z.number(),
  prices: z.array(z.object({ name: z.string(), cost: z.number(), vatDepartment: z.string() })),
  onlineSellable: z.boolean(),
  visibleOnline: z.boolean(),
  payrollChargeable: z.boolean(),
  canHaveFamily: z.boolean(),
  familyCategory: z.string().nullable(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** seats taken by registrations (system) */
  currentEnrolled: z.number(),
  period: z.enum(SALE_PERIODS),
});
export type Sale = z.infer<typeof saleSchema>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const numOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

/** A stored sale item as the API answers it (fields an older document lacks filled in; the period as of `today`). */
export function saleFromStored(id: string, d: Record<string, unknown>, today: string): Sale {
  const dates = { saleDate: str(d.saleDate), openingDate: str(d.openingDate), expirationDate: str(d.expirationDate) };
  return {
    id,
    name: str(d.name),
    descriptionHTML: str(d.descriptionHTML),
    type: d.type === 'TICKET' ? 'TICKET' : 'ACTIVITY',
    ...dates,
    seatsAvailable: numOrNull(d.seatsAvailable),
    maxEnrolled: numOrNull(d.maxEnrolled),
    minEnrolled: typeof d.minEnrolled === 'number' ? d.minEnrolled : 0,
    prices: Array.isArray(d.prices) ? (d.prices as Sale['prices']) : [],
    onlineSellable: d.onlineSellable === true,
    visibleOnline: d.visibleOnline === true,
    payrollChargeable: d.payrollChargeable === true,
    canHaveFamily: d.canHaveFamily === true,
    familyCategory: typeof d.familyCategory === 'string' ? d.familyCategory : null,
    paymentMethods: Array.isArray(d.paymentMethods) ? (d.paymentMethods as Sale['paymentMethods']) : [],
    currentEnrolled: typeof d.currentEnrolled === 'number' ? d.currentEnrolled : 0,
    period: salePeriod(dates, today),
  };
}

/** Seats still free; null: no limit. */
export const seatsLeft = (s: Pick<Sale, 'seatsAvailable' | 'currentEnrolled'>) =>
  s.seatsAvailable === null ? null : Math.max(0, s.seatsAvailable - s.currentEnrolled);

/**
 * The stored `seatsFree` the shop filters on ("only with seats left"): written with the item and again whenever the
 * seats taken move (sales/shardTotals.ts), as the list's count of seats taken is.
 */
export const seatsFreeField = (s: Pick<Sale, 'seatsAvailable' | 'currentEnrolled'>) => ({ seatsFree: seatsLeft(s) !== 0 });

/** Days before its day when an item short of its minimum is flagged for the admin. */
export const SALE_SHORT_WARNING_DAYS = 7;

/** An item not yet past, within SALE_SHORT_WARNING_DAYS of its day, with fewer registrations than it needs. */
export function saleShortOfMinimum(s: Pick<Sale, 'saleDate' | 'minEnrolled' | 'currentEnrolled'>, today: string): boolean {
  if (s.minEnrolled <= s.currentEnrolled || s.saleDate < today) return false;
  const warnFrom = new Date(`${s.saleDate}T00:00:00Z`);
  warnFrom.setUTCDate(warnFrom.getUTCDate() - SALE_SHORT_WARNING_DAYS);
  return today >= warnFrom.toISOString().slice(0, 10);
}

/**
 * The list fields stored with an item: found by any word of its name; sorted by name and by day; its period; `free`
 * when every price is nothing (the shop's "free" filter).
 */
/** The stored `free` the shop filters on ("only free of charge"): every price of the item costs nothing. */
export const freeOfCharge = (prices: readonly { cost: unknown }[]) => prices.length > 0 && prices.every((p) => p.cost === 0);

export function saleListFields(
  s: Pick<SaleInput, 'name' | 'saleDate' | 'openingDate' | 'expirationDate'> & { prices: readonly { cost: number }[] },
  today: string,
) {
  return {
    searchTokens: prefixTokens([s.name], [s.name]),
    sortKeys: { name: normalizeSearch(s.name), saleDate: s.saleDate },
    period: salePeriod(s, today),
    free: freeOfCharge(s.prices),
  };
}
