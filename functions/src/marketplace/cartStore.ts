import { Timestamp, type DocumentData, type DocumentSnapshot, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  cartView,
  HOLDING_STATES,
  linePlaces,
  lineSeats,
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
import { holderName } from '@tessera/domain/lists/listFields';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { saleOf, sales } from '../sales/saleStore';
import { seatShards, storedShard } from '../sales/seats';
import { freeSeatsIn } from '@tessera/domain/sales/seats';
import { readTogether } from '../shared/readTogether';

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
  /** an offer of the waiting list: the item whose line it came from (waitlistStore.ts) */
  waitlist?: string;
}

/** A cart as the member sees it, from its stored fields (as read, or as just written). */
export const cartViewFrom = (id: string, c: Pick<StoredCart, 'status' | 'lines' | 'total' | 'expiresAt' | 'refunded'>): CartView =>
  cartView.parse({
    id,
    status: c.status,
    lines: c.lines,
    total: c.total,
    expiresAt: HOLDING_STATES.includes(c.status) ? c.expiresAt.toDate().toISOString() : null,
    refunded: c.refunded ?? [],
  });

export const cartViewOf = (snap: DocumentSnapshot): CartView => cartViewFrom(snap.id, snap.data() as StoredCart);

const lineError = (i: number, field: string, message: string) =>
  new ApiError('INVALID_REQUEST', [{ path: `body.lines.${i}.${field}`, message }]);

/** The family members a line names, each one of the member's relatives (by the id add-relative gave them). */
function relativesOf(member: DocumentData, line: CartLine, i: number): PricedLine['relatives'] {
  const known = Array.isArray(member.relatives) ? (member.relatives as { id?: string; name?: string; surname?: string }[]) : [];
  return line.family.map((id, j) => {
    const r = known.find((k) => k.id === id);
    if (!r) throw lineError(i, `family.${j}`, 'validation.notAllowed');
    return { id, name: `${r.name ?? ''} ${r.surname ?? ''}`.trim(), holder: holderName(r) };
  });
}

/**
 * What pricing read of each item (by sale id): its shards and the registrations the line would make, by id. A checkout
 * hands them to its hold (holds.ts), whose first try then needs no read of its own.
 */
export type PricingReads = Map<string, { shards: QueryDocumentSnapshot[]; standings: Map<string, DocumentSnapshot> }>;

/**
 * What pricing a line reads: the item, its seat shards and the registrations the line would make (the member's own,
 * each family member's), all at once: one wait instead of one per document, which every buyer of a hot sale pays.
 */
async function readLine(orgId: string, memberId: string, line: CartLine) {
  const item = sales(orgId).doc(line.saleId);
  // the places' registration ids follow from the member and the family members named, not from the item
  const ids = linePlaces(memberId, { ...line, relatives: [] }).map((place) => place.registrationId);
  const [snap, found, registrations] = await Promise.all([
    readTogether(item),
    seatShards(item).get(),
    Promise.all(ids.map((id) => readTogether(item.collection('registrations').doc(id)))),
  ]);
  return { snap, shardDocs: found.docs, shards: found.docs.map(storedShard), standings: new Map(registrations.map((r) => [r.id, r])) };
}

/** What pricing reads for each line of a cart (readLine), every line at once. */
export type LineReads = Awaited<ReturnType<typeof readLine>>[];

/**
 * What pricing reads for the lines, started before the member's own record is read: the reads depend only on the
 * member's id (the caller's claims), so a checkout waits once for both instead of one after the other.
 */
export const readLines = (orgId: string, memberId: string, lines: readonly CartLine[]): Promise<LineReads> =>
  Promise.all(lines.map((line) => readLine(orgId, memberId, line)));

/**
 * The cart priced from the stored items, after every check that needs no seat: each item bought online now
 * (NOT_ENABLED), its price, its maximum per registration (family members included), family members only where the
 * item allows family and only among the member's relatives, the member's phone for a ticket and residence address
 * (MISSING_ADDRESS_INFO naming the field), nobody in the line already registered (SALE_ALREADY_PERFORMED: a member
 * already registered may still buy for family members), seats left as of now (MAX_SALES_REACHED; the hold is what
 * promises them). `reads`, when given, receives what was read (PricingReads). `read`: the lines' reads (readLines)
 * already under way for this member and these lines; without it they are read here.
 */
export async function quoteCart(
  orgId: string,
  memberId: string,
  member: DocumentData,
  lines: readonly CartLine[],
  reads?: PricingReads,
  read?: Promise<LineReads>,
): Promise<CartQuote> {
  const lineReads = read ?? readLines(orgId, memberId, lines);
  // the reads may fail meanwhile: what the member's record is refused for comes first
  lineReads.catch(() => undefined);
  if (missingAddressInfo(member)) throw new ApiError('MISSING_ADDRESS_INFO', [{ path: 'residence', message: 'validation.required' }]);
  const found = await lineReads;
  const priced: PricedLine[] = [];
  let payroll = true;
  let card = true;
  for (const [i, line] of lines.entries()) {
    const { snap, shardDocs, shards, standings } = found[i]!;
    reads?.set(line.saleId, { shards: shardDocs, standings });
    if (!snap.exists) throw new ApiError('NOT_FOUND');
    const sale = saleOf(snap);
    const refusal = onlineSaleRefusal(sale);
    if (refusal) throw new ApiError(refusal);
    if (line.family.length && !sale.canHaveFamily) throw lineError(i, 'family', 'validation.notAllowed');
    const p = priceLine(line, sale, relativesOf(member, line, i));
    if (!p) throw lineError(i, 'priceName', 'validation.notAllowed');
    if (sale.maxEnrolled !== null && lineSeats(line) > sale.maxEnrolled) throw lineError(i, 'quantity', 'validation.tooManyValues');
    const phone = ticketPaymentPrerequisites({ type: sale.type, phone: member.phone as string | undefined });
    if (!phone.ok) throw new ApiError('MISSING_ADDRESS_INFO', [{ path: 'phone', message: phone.error }]);
    let ownHolds = 0;
    for (const place of linePlaces(memberId, p)) {
      const standing = standings.get(place.registrationId)!;
      const live = standing.exists && standing.get('cancelled') !== true;
      // seats held by the member's unfinished checkout are theirs to buy again (a new checkout gives them back first)
      const ownHold = live && standing.get('held') === true ? ((standing.get('quantity') as number | undefined) ?? 0) : 0;
      if (live && !ownHold) throw new ApiError('SALE_ALREADY_PERFORMED');
      ownHolds += ownHold;
    }
    const free = freeSeatsIn(shards) + ownHolds;
    if (free < lineSeats(line)) throw new ApiError('MAX_SALES_REACHED');
    payroll &&= sale.payrollChargeable && sale.paymentMethods.includes('PAYROLL');
    card &&= sale.paymentMethods.includes('STRIPE');
    priced.push(p);
  }
  return { lines: priced, total: priced.reduce((sum, l) => sum + l.amount, 0), payroll, card };
}
