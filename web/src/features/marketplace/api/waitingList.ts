import {
  acceptOfferContract,
  joinWaitingListContract,
  leaveWaitingListContract,
  myWaitingListsContract,
} from '@tessera/domain/contracts/marketplace';
import type { JoinWaitlistInput } from '@tessera/domain/entities/waitlist';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/profile/waiting-list: the member's places in line and the seats offered to them. */
export const fetchMyWaitingLists = () => apiCall(myWaitingListsContract);

/** POST /v1/payments/waiting-list: in line for a sold-out item. */
export const joinWaitingList = (body: JoinWaitlistInput) => apiCall(joinWaitingListContract, { body, overlay: false });

/** DELETE /v1/payments/waiting-list: out of the item's line (seats held for the member go to the next). */
export const leaveWaitingList = (saleId: string) => apiCall(leaveWaitingListContract, { headers: { id: saleId }, overlay: false });

/** POST /v1/payments/accept-offer: a card checkout for the seats held from the waiting list; answers where to pay. */
export const acceptOffer = (cart: string, lang: 'it' | 'en') => apiCall(acceptOfferContract, { body: { cart, lang }, overlay: false });
