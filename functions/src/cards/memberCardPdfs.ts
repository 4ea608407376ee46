import { enqueueMail } from '../mail/enqueue';
import { db } from '../shared/admin';
import { invitationUnlessSignedIn } from '../accounts/memberInvitations';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { cardFace, loadMemberCards, loadOrgCardSettings, pdfFileName, tokenSecret, withCardPhotos } from './cardData';
import { cardRenderer } from './renderer';
import { resendCardPdfContract, printCardAttachmentContract, resendCardContract } from '@tessera/domain/contracts/cards';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** GET /v1/members/resend-card-pdf (headers user, year?, lang?): the member's card on a CR80 page. */
export const resendCardPdf = route(resendCardPdfContract, async ({ claims, headers, scope }) => {
  const org = await loadOrgCardSettings(claims.org);
  const [card] = await withCardPhotos(claims.org, org, await loadMemberCards(claims.org, scope, [headers.user]));
  const face = cardFace(claims.org, org, card!, { year: headers.year, lang: headers.lang ?? 'it', secret: tokenSecret() });
  const { renderCardPdf } = await cardRenderer();
  return { pdf: base64(await renderCardPdf(face)), fileName: pdfFileName(`tessera-${card!.cardNumber}`) };
});

/** GET /v1/members/print-card-attachment (headers user = id[,id…], year?, lang?): A4 sheets of 2 × 5 cards with crop marks. */
export const printCardAttachment = route(printCardAttachmentContract, async ({ claims, headers, scope }) => {
  const org = await loadOrgCardSettings(claims.org);
  const cards = await withCardPhotos(claims.org, org, await loadMemberCards(claims.org, scope, headers.user));
  const secret = tokenSecret();
  const lang = headers.lang ?? 'it';
  const faces = cards.map((c) => cardFace(claims.org, org, c, { year: headers.year, lang, secret }));
  const prefix = headers.year ? `tessere-${headers.year}` : 'tessere';
  const name = cards.length === 1 ? `${prefix}-${cards[0]!.cardNumber}` : `${prefix}-${cards.length}`;
  const { renderCardSheet } = await cardRenderer();
  return { pdf: base64(await renderCardSheet(faces)), fileName: pdfFileName(name) };
});

/**
 * GET /v1/members/resend-card (headers user, year?, lang?): queues the card email with the PDF attached and, while the
 * member has no sign-in, a new invitation link into card activation (written with the message). A member without an
 * email → MISSING_ADDRESS_INFO (422).
 */
export const resendCard = route(resendCardContract, async ({ claims, headers, scope }) => {
  const org = await loadOrgCardSettings(claims.org);
  const [card] = await withCardPhotos(claims.org, org, await loadMemberCards(claims.org, scope, [headers.user]));
  if (!card!.email) throw new ApiError('MISSING_ADDRESS_INFO');
  const lang = headers.lang ?? 'it';
  const face = cardFace(claims.org, org, card!, { year: headers.year, lang, secret: tokenSecret() });
  const { renderCardPdf } = await cardRenderer();
  const pdf = await renderCardPdf(face);
  const invitation = await invitationUnlessSignedIn(claims.org, card!.memberId);
  const batch = db.batch();
  invitation?.write(batch);
  const { id } = await enqueueMail(
    {
      orgId: claims.org,
      to: card!.email,
      template: 'card',
      lang,
      memberId: card!.memberId,
      data: {
        name: face.holder,
        cardNumber: face.number,
        validUntil: face.validUntil,
        orgName: org.name,
        ...(invitation ? { activationLink: invitation.link } : {}),
      },
      attachments: [{ fileName: pdfFileName(`tessera-${card!.cardNumber}`), contentType: 'application/pdf', contentBase64: base64(pdf) }],
    },
    batch,
  );
  await batch.commit();
  return { queued: true, mailId: id };
});
