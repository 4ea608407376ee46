import { z } from 'zod';
import { docId } from './common';
import { REGISTRATION_QUANTITY_MAX } from './registration';
import { SALE_TYPES, type Sale } from './sale';

/**
 * The members' marketplace cart (issue 14 §3): sale items shown online, bought by a member for themselves. A cart
 * paid by card holds its seats while the member is in checkout (organizations/{org}/carts/{id}, server only), and its
 * registrations are confirmed by the provider's event; one charged to payroll is confirmed by a code sent to the member.
 */

/** Items in one cart at the most. */
export const CART_LINES_MAX = 10;

/**
 * How long a card checkout holds its seats: the Checkout session expires at the same moment (Stripe's `expires_at`,
 * which must be at least 30 minutes away: one minute more keeps clear of the clocks' difference).
 */
export const CHECKOUT_HOLD_MINUTES = 31;

/** A payroll cart waits this long for its code (the emailed code's own life is shorter). */
export const PAYROLL_HOLD_MINUTES = 15;

/**
 * A cart's life: CHECKOUT (seats held, the member paying) → PAID (registrations confirmed) or EXPIRED (seats given
 * back); PAYROLL_PENDING (seats held, the code sent) → PAYROLL (confirmed, charged to payroll) or EXPIRED.
 */
export const CART_STATES = ['CHECKOUT', 'PAID', 'EXPIRED', 'PAYROLL_PENDING', 'PAYROLL'] as const;
export type CartState = (typeof CART_STATES)[number];

/** The states in which a cart holds seats. */
export const HOLDING_STATES: readonly CartState[] = ['CHECKOUT', 'PAYROLL_PENDING'];

export const cartLine = z.object({
  saleId: docId,
  priceName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  quantity: z
    .number({ error: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger')
    .max(REGISTRATION_QUANTITY_MAX, 'validation.tooManyValues'),
});
export type CartLine = z.infer<typeof cartLine>;

/** What the member puts in the cart: each item once (one registration per member and item). */
export const cartInput = z.object({
  lines: z
    .array(cartLine)
    .min(1, 'validation.required')
    .max(CART_LINES_MAX, 'validation.tooManyValues')
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((l, i) => {
        if (seen.has(l.saleId)) ctx.addIssue({ code: 'custom', path: [i, 'saleId'], message: 'validation.duplicate' });
        seen.add(l.saleId);
      });
    }),
});
export type CartInput = z.infer<typeof cartInput>;

/** A line as priced by the server from the stored item (never from what the browser says it costs). */
export const pricedLine = cartLine.extend({
  saleName: z.string(),
  type: z.enum(SALE_TYPES),
  saleDate: z.string(),
  /** euro cents */
  unitCost: z.number(),
  /** euro cents: the price times the seats */
  amount: z.number(),
});
export type PricedLine = z.infer<typeof pricedLine>;

export const cartQuote = z.strictObject({
  lines: z.array(pricedLine),
  /** euro cents */
  total: z.number(),
  /** every item may be charged to payroll (payroll-chargeable and accepting PAYROLL) */
  payroll: z.boolean(),
  /** every item may be paid by card online */
  card: z.boolean(),
});
export type CartQuote = z.infer<typeof cartQuote>;

export const cartView = z.strictObject({
  id: z.string(),
  status: z.enum(CART_STATES),
  lines: z.array(pricedLine),
  total: z.number(),
  /** ISO date-time: when held seats are given back if not paid */
  expiresAt: z.string().nullable(),
  /** lines whose seats were gone when a late payment arrived: refunded */
  refunded: z.array(z.string()),
});
export type CartView = z.infer<typeof cartView>;

/** Why a member may not buy this item online now (NOT_ENABLED), or null: sold online, shown online, its sales open. */
export function onlineSaleRefusal(sale: Pick<Sale, 'onlineSellable' | 'visibleOnline' | 'period'>): 'NOT_ENABLED' | null {
  return sale.onlineSellable && sale.visibleOnline && sale.period === 'open' ? null : 'NOT_ENABLED';
}

/** The line priced from its item: null when the item has no such price. */
export function priceLine(line: CartLine, sale: Pick<Sale, 'name' | 'type' | 'saleDate' | 'prices'>): PricedLine | null {
  const price = sale.prices.find((p) => p.name === line.priceName);
  if (!price) return null;
  return {
    ...line,
    saleName: sale.name,
    type: sale.type,
    saleDate: sale.saleDate,
    unitCost: price.cost,
    amount: price.cost * line.quantity,
  };
}

/** What one payment for the cart says it paid for: each item with its price and seats. */
export const cartObject = (lines: readonly PricedLine[]) =>
  lines.map((l) => `${l.saleName} — ${l.priceName}${l.quantity > 1 ? ` ×${l.quantity}` : ''}`).join('; ');
