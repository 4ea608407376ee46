import type { Route } from '../http/route';
import { hasDownloaded } from './downloads';
import { allCards, cardPayments } from './listAll';
import { printCardAttachment, resendCard, resendCardPdf } from './memberCardPdfs';
import { applePass, createGooglePass } from './walletPasses';

/** /v1/cards endpoints and the card PDFs of /v1/members. */
export const cardRoutes: readonly Route[] = [
  allCards,
  cardPayments,
  hasDownloaded,
  createGooglePass,
  applePass,
  resendCardPdf,
  printCardAttachment,
  resendCard,
];
