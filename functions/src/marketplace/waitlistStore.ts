import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Sale } from '@tessera/domain/entities/sale';
import { waitlistEntryView, type WaitlistEntryView, type WaitlistState } from '@tessera/domain/entities/waitlist';
import { sales } from '../sales/saleStore';
import type { StoredCart } from './cartStore';

/** organizations/{org}/sales/{id}/waitlist/{memberId}: a member in line for a sold-out item (server only). */
export const waitlistEntry = (orgId: string, saleId: string, memberId: string): DocumentReference =>
  sales(orgId).doc(saleId).collection('waitlist').doc(memberId);

/** What an entry keeps. */
export interface StoredEntry {
  memberId: string;
  /** the member's group (null without one): group admins read their groups' entries only */
  group: string | null;
  /** the member's name, for the back office's list */
  holder: string;
  priceName: string;
  quantity: number;
  status: WaitlistState;
  /** the place in line: the first join's time, kept when the member changes the seats */
  joinedAt: Timestamp;
  lang: 'it' | 'en';
  /** the cart holding the seats offered, and until when */
  cartId?: string;
  offerExpiresAt?: Timestamp;
}

/** The entry as the member sees it, with the place in line (`position`, for one still waiting). */
export function entryViewOf(snap: DocumentSnapshot, sale: Sale, position: number | null): WaitlistEntryView {
  const e = snap.data() as StoredEntry;
  return waitlistEntryView.parse({
    saleId: sale.id,
    saleName: sale.name,
    type: sale.type,
    saleDate: sale.saleDate,
    priceName: e.priceName,
    quantity: e.quantity,
    status: e.status,
    position: e.status === 'WAITING' ? position : null,
    offer:
      e.status === 'OFFERED' && e.cartId && e.offerExpiresAt
        ? { cart: e.cartId, expiresAt: e.offerExpiresAt.toDate().toISOString() }
        : null,
  });
}

/** The entry's place in line: 1 + those waiting who joined before it (a count, not a read of the list). */
export async function positionOf(entry: DocumentSnapshot): Promise<number | null> {
  if (entry.get('status') !== 'WAITING') return null;
  const ahead = await entry.ref.parent
    .where('status', '==', 'WAITING')
    .where('joinedAt', '<', entry.get('joinedAt') as Timestamp)
    .count()
    .get();
  return ahead.data().count + 1;
}

/** The entry of the waiting list a cart's offer came from (holds.ts closes it with the cart), or null. */
export const offerEntryOf = (orgId: string, cart: Pick<StoredCart, 'memberId' | 'waitlist'>) =>
  cart.waitlist ? waitlistEntry(orgId, cart.waitlist, cart.memberId) : null;
