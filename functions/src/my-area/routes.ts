import type { Route } from '../http/route';
import { myProfile } from './my';
import { patchProfile } from './patch';
import { myCard } from './card';
import { myCardPdf } from './cardPdf';
import { myCancellation } from './cancellation';
import { myPhoto, uploadMyPhoto } from './photo';
import { printMyReceipt } from './receipt';
import { patchPaymentAccount, retrievePaymentAccount } from './paymentAccount';
import { toggleRenew } from './toggleRenew';
import { updatePaymentMethod } from './updatePaymentMethod';

/**
 * The member's own endpoints: /v1/profile (card, photo, cancellation request, receipts) and the
 * payment account under /v1/payments (saved card, auto-renew, billing details).
 */
export const myAreaRoutes: readonly Route[] = [
  myProfile,
  patchProfile,
  myCard,
  myCardPdf,
  myCancellation,
  myPhoto,
  uploadMyPhoto,
  printMyReceipt,
  retrievePaymentAccount,
  patchPaymentAccount,
  toggleRenew,
  updatePaymentMethod,
];
