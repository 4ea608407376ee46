import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  cartView,
  onlineSaleRefusal,
  priceLine,
  type CartLine,
  type CartQuote,
  type CartState,
  type CartView,
  type PricedLine,
} from '@tessera/domain/entities/cart';
import { ticketPaymentPrerequisites } from '@tessera/domain/forms/tickets';
import { missingAddressInfo } from '@tessera/domain/users/ownMember';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { saleOf, sales } from '../sales/saleStore';
import { readShards } from '../sales/seats';
import { freeIn } from '@tessera/domain/sales/seats';

/** organizations/{org}/carts/{id}: a member's purchase while its seats are held, and after (server only). */
export const carts = (orgId: string) => db.collection(orgCol(orgId, 'carts'));

/** What a cart document keeps. */
export interface StoredCart {
  memberId: string;
  lines: PricedLine[];
  total: number;
  status: CartState;
  /** the card checkout's session, once made */
  sessionId: string | null;
  expiresAt: Timestamp;
  /** the one payment of the cart, once confirmed */
  paymentId: string | null;
  /** items paid late whose seats were gone: refunded */
  refunded: string[];
  lang: 'it' | 'en';
}

export const cartViewOf = (snap: DocumentSnapshot): CartView => {
  const c = snap.data() as StoredCart;
  return cartView.parse({
    id: snap.id,
    status: c.status,
    lines: c.lines,
    total: c.total,
    expiresAt: c.status === 'CHECKOUT' || c.status === 'PAYROLL_PENDING' ? c.expiresAt.toDate().toISOString() : null,
    refunded: c.refunded ?? [],
  });
};

const lineError = (i: number, field: string, message: string) =>
  new ApiError('INVALID_REQUEST', [{ path: `body.lines.${i}.${field}`, message }]);

/**
 * The cart priced from the stored items, after every check that needs no seat: each item bought online now
 * (NOT_ENABLED), its price, its maximum per registration, the member's phone for a ticket and residence address
 * (MISSING_ADDRESS_INFO naming the field), no standing registration (SALE_ALREADY_PERFORMED), seats left as of now
 * (MAX_SALES_REACHED; the hold is what promises them).
 */
export async function quoteCart(orgId: string, memberId: string, member: DocumentData, lines: readonly CartLine[]): Promise<CartQuote> {
  if (missingAddressInfo(member)) throw new ApiError('MISSING_ADDRESS_INFO', [{ path: 'residence', message: 'validation.required' }]);
  const priced: PricedLine[] = [];
  let payroll = true;
  let card = true;
  for (const [i, line] of lines.entries()) {
    const snap = await sales(orgId).doc(line.saleId).get();
    if (!snap.exists) throw new ApiError('NOT_FOUND');
    const sale = saleOf(snap);
    const refusal = onlineSaleRefusal(sale);
    if (refusal) throw new ApiError(refusal);
    const p = priceLine(line, sale);
    if (!p) throw lineError(i, 'priceName', 'validation.notAllowed');
    if (sale.maxEnrolled !== null && line.quantity > sale.maxEnrolled) throw lineError(i, 'quantity', 'validation.tooManyValues');
    const phone = ticketPaymentPrerequisites({ type: sale.type, phone: member.phone as string | undefined });
    if (!phone.ok) throw new ApiError('MISSING_ADDRESS_INFO', [{ path: 'phone', message: phone.error }]);
    const standing = await snap.ref.collection('registrations').doc(memberId).get();
    const live = standing.exists && standing.get('cancelled') !== true;
    // the member's own seats held by an unfinished checkout are theirs to buy again (a new checkout gives them back first)
    const ownHold = live && standing.get('held') === true ? ((standing.get('quantity') as number | undefined) ?? 0) : 0;
    if (live && !ownHold) throw new ApiError('SALE_ALREADY_PERFORMED');
    const free = (await readShards(snap.ref)).reduce((n, s) => n + freeIn(s), 0) + ownHold;
    if (free < line.quantity) throw new ApiError('MAX_SALES_REACHED');
    payroll &&= sale.payrollChargeable && sale.paymentMethods.includes('PAYROLL');
    card &&= sale.paymentMethods.includes('STRIPE');
    priced.push(p);
  }
  return { lines: priced, total: priced.reduce((sum, l) => sum + l.amount, 0), payroll, card };
}
