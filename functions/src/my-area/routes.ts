import type { Route } from '../http/route';
import { myProfile } from './my';
import { patchProfile } from './patch';
import { myCard } from './card';
import { myCardPdf } from './cardPdf';
import { myCancellation } from './cancellation';
import { myPhoto, uploadMyPhoto } from './photo';
import { printMyReceipt } from './receipt';

/** /v1/profile endpoints (spec §7 Profile): the member's own card, photo, cancellation request and receipts. */
export const myAreaRoutes: readonly Route[] = [
  myProfile,
  patchProfile,
  myCard,
  myCardPdf,
  myCancellation,
  myPhoto,
  uploadMyPhoto,
  printMyReceipt,
];
