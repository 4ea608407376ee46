import { z } from 'zod';
import { docId } from './common';
import { familyRegistrationId, priceNameField, REGISTRATION_QUANTITY_MAX } from './registration';
import { SALE_TYPES, type Sale } from './sale';

/**
 * The members' marketplace cart: sale items shown online, bought by a member for themselves. A cart
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
 * back); PAYROLL_PENDING (seats held, the code sent) → PAYROLL (confirmed, charged to payroll) or EXPIRED; OFFERED
 * (seats from the waiting list held for the member, waitlist.ts) → CHECKOUT when the member pays, or EXPIRED.
 */
export const CART_STATES = ['CHECKOUT', 'PAID', 'EXPIRED', 'PAYROLL_PENDING', 'PAYROLL', 'OFFERED'] as const;
export type CartState = (typeof CART_STATES)[number];

/** The states in which a member is paying a cart they made: one at a time (a newer one closes the older). */
export const PAYING_STATES: readonly CartState[] = ['CHECKOUT', 'PAYROLL_PENDING'];

/** The states in which a cart holds seats. */
export const HOLDING_STATES: readonly CartState[] = [...PAYING_STATES, 'OFFERED'];

const lineFields = z.object({
  saleId: docId,
  priceName: priceNameField,
  /** the member's own seats: none when the line is only for family members */
  quantity: z
    .number({ error: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(0, 'validation.positiveInteger')
    .max(REGISTRATION_QUANTITY_MAX, 'validation.tooManyValues'),
  /**
   * Family members coming along (an item that allows family): the ids of the member's relatives, one seat each, each
   * registered in their own name (so a member already registered may still buy for them).
   */
  family: z.array(docId).max(REGISTRATION_QUANTITY_MAX, 'validation.tooManyValues').default([]),
});

/** Seats a line takes: the member's own and one per family member. */
export const lineSeats = (line: { quantity: number; family?: readonly unknown[] }) => line.quantity + (line.family?.length ?? 0);

export const cartLine = lineFields.superRefine((line, ctx) => {
  if (lineSeats(line) < 1) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.positiveInteger' });
  if (new Set(line.family).size !== line.family.length) ctx.addIssue({ code: 'custom', path: ['family'], message: 'validation.duplicate' });
});
export type CartLine = z.infer<typeof cartLine>;
export type CartLineInput = z.input<typeof cartLine>;

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
export const pricedLine = lineFields.extend({
  family: z.array(z.string()),
  /** the family members' names (`name` as shown, `holder` surname first as lists sort), in the order of `family` */
  relatives: z.array(z.object({ id: z.string(), name: z.string(), holder: z.string() })),
  saleName: z.string(),
  type: z.enum(SALE_TYPES),
  saleDate: z.string(),
  /** euro cents */
  unitCost: z.number(),
  /** euro cents: the price times the seats (family members included) */
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

/** The line priced from its item (`relatives`: the family members' names): null when the item has no such price. */
export function priceLine(
  line: CartLine,
  sale: Pick<Sale, 'name' | 'type' | 'saleDate' | 'prices'>,
  relatives: PricedLine['relatives'] = [],
): PricedLine | null {
  const price = sale.prices.find((p) => p.name === line.priceName);
  if (!price) return null;
  return {
    ...line,
    family: [...line.family],
    relatives,
    saleName: sale.name,
    type: sale.type,
    saleDate: sale.saleDate,
    unitCost: price.cost,
    amount: price.cost * lineSeats(line),
  };
}

/** What one payment for the cart says it paid for: each item with its price and seats. */
export const cartObject = (lines: readonly PricedLine[]) =>
  lines.map((l) => `${l.saleName} — ${l.priceName}${lineSeats(l) > 1 ? ` ×${lineSeats(l)}` : ''}`).join('; ');

/**
 * One registration a line makes (sales/{id}/registrations/{registrationId}): the member's own seats, and each family
 * member's seat under an id of their own (registration.ts familyRegistrationId).
 */
export interface CartPlace {
  registrationId: string;
  quantity: number;
  /** the family member's relative id and names; none for the member's own seats */
  relative: PricedLine['relatives'][number] | null;
}

/** The registrations a cart line makes for the member. */
export function linePlaces(memberId: string, line: Pick<PricedLine, 'quantity' | 'family' | 'relatives'>): CartPlace[] {
  const own: CartPlace[] = line.quantity > 0 ? [{ registrationId: memberId, quantity: line.quantity, relative: null }] : [];
  return [
    ...own,
    ...line.family.map((id) => ({
      registrationId: familyRegistrationId(memberId, id),
      quantity: 1,
      relative: line.relatives.find((r) => r.id === id) ?? { id, name: '', holder: '' },
    })),
  ];
}
