import type { Route } from '../http/route';
import { allCards, cardPayments } from './listAll';
import { printCardAttachment, resendCard, resendCardPdf } from './memberCardPdfs';

/** /v1/cards endpoints (spec §7 Cards) and the card PDFs of /v1/members. */
export const cardRoutes: readonly Route[] = [allCards, cardPayments, resendCardPdf, printCardAttachment, resendCard];
