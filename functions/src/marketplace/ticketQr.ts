import type { MailAttachment } from '@tessera/domain/entities/mail';
import { CARD_TOKEN_SECRET } from '../config';
import { signTicketToken } from '../cards/token';

/** A ticket's QR token: its registration and seats, signed with the card's secret (cards/token.ts) for the scanner. */
export const ticketQrToken = (
  orgId: string,
  saleId: string,
  registrationId: string,
  quantity: number,
  iat = Math.floor(Date.now() / 1000),
) => signTicketToken({ k: 'ticket', o: orgId, s: saleId, m: registrationId, q: quantity, iat }, CARD_TOKEN_SECRET.value());

/** A file name from an item's name: 'Concerto di Natale' → 'concerto-di-natale'. */
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'ticket';

/** A ticket's QR as a PNG a mail attaches (`qr-<item>-<n>.png`), drawn as the personal area's tickets draw it. */
export async function ticketQrPng(token: string, itemName: string, n: number): Promise<MailAttachment> {
  // loaded on first use: most calls an instance serves draw none
  const qrcode = (await import('qrcode')).default;
  const png = await qrcode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  return { fileName: `qr-${slug(itemName)}-${n}.png`, contentType: 'image/png', contentBase64: png.toString('base64') };
}
