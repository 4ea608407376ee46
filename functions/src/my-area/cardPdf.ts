import { route } from '../http/route';
import { cardFace, loadOrgCardSettings, pdfFileName, tokenSecret, withCardPhotos } from '../cards/cardData';
import { cardRenderer } from '../cards/renderer';
import { recordCardDownload } from '../cards/downloads';
import { loadOwnCard } from '../cards/ownCard';
import { myCardPdfContract } from '@tessera/domain/contracts/my-area';

/** GET /v1/profile/card-pdf (header lang?) → {pdf, fileName}: the caller's own card as the admins print it. */
export const myCardPdf = route(myCardPdfContract, async ({ claims, headers, scope }) => {
  const [own, org] = await Promise.all([loadOwnCard(claims, scope), loadOrgCardSettings(claims.org)]);
  const [card] = await withCardPhotos(claims.org, org, [own]);
  const face = cardFace(claims.org, org, card!, { lang: headers.lang ?? 'it', secret: tokenSecret() });
  const { renderCardPdf } = await cardRenderer();
  const pdf = Buffer.from(await renderCardPdf(face)).toString('base64');
  // the member's own download, for the card detail's log (has-downloaded); the admins' prints are not theirs
  await recordCardDownload(claims.org, card!.memberId, 'pdf');
  return { pdf, fileName: pdfFileName(`tessera-${card!.cardNumber}`) };
});
