import { z } from 'zod';
import { profileRoute } from '../http/route';
import { cardFace, loadOrgCardSettings, pdfFileName, tokenSecret } from '../cards/cardData';
import { renderCardPdf } from '../cards/pdf';
import { langHeader } from '../cards/headers';
import { loadOwnCard } from './ownCard';

/** GET /v1/profile/card-pdf (header lang?) → {pdf, fileName}: the caller's own card as the admins print it. */
export const myCardPdf = profileRoute({
  method: 'GET',
  path: '/v1/profile/card-pdf',
  access: 'profile.read',
  headers: z.object({ lang: langHeader }),
  async handle({ claims, headers }) {
    const [card, org] = await Promise.all([loadOwnCard(claims), loadOrgCardSettings(claims.org)]);
    const face = cardFace(claims.org, org, card, { lang: headers.lang ?? 'it', secret: tokenSecret() });
    return { pdf: Buffer.from(await renderCardPdf(face)).toString('base64'), fileName: pdfFileName(`tessera-${card.cardNumber}`) };
  },
});
