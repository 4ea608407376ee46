import type { WriteBatch } from 'firebase-admin/firestore';
import type { StoredCampaign } from '@tessera/domain/campaigns/campaign';
import type { MailAttachment } from '@tessera/domain/entities/mail';
import { CARD_TOKEN_SECRET } from '../config';
import { signCampaignToken } from '../cards/token';
import { enqueueMail } from '../mail/enqueue';
import { printedTicketCode } from '@tessera/domain/scanner/typedCode';

/** The registrant's QR as a PNG: a signed token (cards/token.ts) that the scanner verifies on the server. */
export async function registrationQr(orgId: string, campaignId: string, registrationId: string): Promise<MailAttachment> {
  const token = signCampaignToken(
    { k: 'campaign', o: orgId, c: campaignId, r: registrationId, iat: Math.floor(Date.now() / 1000) },
    CARD_TOKEN_SECRET.value(),
  );
  const qrcode = (await import('qrcode')).default;
  const png = await qrcode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  return { fileName: 'qr.png', contentType: 'image/png', contentBase64: png.toString('base64') };
}

/**
 * The registrant's confirmation, queued in the registration's commit (no registration without its email, no
 * email without its registration): the campaign's own subject and text, its day and place, the QR attached and its
 * short code to give at the door when the QR cannot be read.
 */
export async function queueConfirmation(
  batch: WriteBatch,
  orgId: string,
  c: StoredCampaign,
  to: { email: string; name: string; lang: 'it' | 'en'; ticketCode?: string },
  qr: MailAttachment,
): Promise<void> {
  await enqueueMail(
    {
      orgId,
      to: to.email,
      template: 'campaignRegistration',
      lang: to.lang,
      data: {
        name: to.name,
        campaign: c.name,
        subject: c.confirmationEmail.subject,
        body: c.confirmationEmail.body,
        startDate: c.startDate,
        endDate: c.endDate,
        place: c.place,
        qrType: c.qrType,
        ticketCode: to.ticketCode ? printedTicketCode(to.ticketCode) : '',
      },
      attachments: [qr],
    },
    batch,
  );
}
