import type { MailAttachment } from '@tessera/domain/entities/mail';
import { CARD_TOKEN_SECRET } from '../config';
import { signAssemblyToken, verifyAssemblyToken } from '../cards/token';

/**
 * A member's personal code for an assembly's door (the convocation's QR): signed with the organization's door key, as
 * cards and tickets are, so nobody without the server's secret makes one, and naming the assembly, so it opens no
 * other assembly's door.
 */
export const assemblyDoorCode = (orgId: string, assemblyId: string, memberId: string, iat = Math.floor(Date.now() / 1000)) =>
  signAssemblyToken({ k: 'assembly', o: orgId, a: assemblyId, m: memberId, iat }, CARD_TOKEN_SECRET.value());

/** The member a door code names at this organization's assembly, or null: not such a code, forged, or another's. */
export function doorCodeMember(code: string, orgId: string, assemblyId: string): string | null {
  const check = verifyAssemblyToken(code, CARD_TOKEN_SECRET.value());
  return check.valid && check.payload.o === orgId && check.payload.a === assemblyId ? check.payload.m : null;
}

/** The file name of the convocation's QR: the mail says to show it at the door. */
export const DOOR_QR_FILE = 'assemblea-qr.png';

/** The code as a PNG QR the convocation attaches, drawn as the tickets' are (marketplace/ticketQr.ts). */
export async function doorCodePng(code: string): Promise<MailAttachment> {
  // loaded on first use: only a convocation draws these
  const qrcode = (await import('qrcode')).default;
  const png = await qrcode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
  return { fileName: DOOR_QR_FILE, contentType: 'image/png', contentBase64: png.toString('base64') };
}
