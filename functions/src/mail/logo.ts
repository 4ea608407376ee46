import type { MailAttachment } from '@tessera/domain/entities/mail';
import { MAIL_LOGO_CONTENT_ID } from '@tessera/domain/mail/look';

const DATA_URI = /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]+=*)$/;

/**
 * The association's logo as an inline attachment its messages show in their heading (mail clients block images
 * written into the page as data: links, so the image travels with the message and the page links it by content id).
 * The stored logo is the PNG the settings upload made (settings/logo.ts); anything else is left out.
 */
export function inlineLogo(stored: unknown): MailAttachment | null {
  const match = typeof stored === 'string' ? DATA_URI.exec(stored) : null;
  if (!match) return null;
  const [, contentType, contentBase64] = match;
  return {
    fileName: contentType === 'image/png' ? 'logo.png' : 'logo.jpg',
    contentType: contentType!,
    contentBase64: contentBase64!,
    contentId: MAIL_LOGO_CONTENT_ID,
  };
}
