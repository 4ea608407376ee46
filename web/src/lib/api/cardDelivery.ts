// A member's card, as its PDF or by email: the card detail (cards) and the member detail (members) both offer it.
import type { Language } from '@tessera/domain/constants';
import { apiCall } from './client';
import { saveBase64File } from '../files/saveBase64';
import { printCardAttachmentContract, resendCardContract, resendCardPdfContract } from '@tessera/domain/contracts/cards';

/** GET /v1/members/resend-card-pdf (headers user, year?, lang?) → {pdf, fileName}; saves the PDF through a temporary link. */
export async function downloadCardPdf(memberId: string, opts: { year?: number; lang?: Language } = {}): Promise<string> {
  const { pdf, fileName } = await apiCall(resendCardPdfContract, {
    headers: { user: memberId, ...cardHeaders(opts) },
  });
  return saveBase64File(pdf, fileName || `tessera-${memberId}.pdf`);
}

/** The optional `year` and `lang` headers of the card endpoints. */
export function cardHeaders(opts: { year?: number; lang?: Language }): Record<string, string> {
  return { ...(opts.year ? { year: String(opts.year) } : {}), ...(opts.lang ? { lang: opts.lang } : {}) };
}

/** GET /v1/members/resend-card (headers user, year?, lang?) → {queued, mailId}: the card PDF goes to the member's email. */
export function sendCardByEmail(memberId: string, opts: { year?: number; lang?: Language } = {}) {
  return apiCall(resendCardContract, {
    headers: { user: memberId, ...cardHeaders(opts) },
  });
}

/** GET /v1/members/print-card-attachment (headers user = ids, year?, lang?) → {pdf, fileName}: A4 sheets of cards, saved. */
export async function downloadCardSheet(memberIds: readonly string[], opts: { year?: number; lang?: Language } = {}): Promise<string> {
  const { pdf, fileName } = await apiCall(printCardAttachmentContract, {
    headers: { user: memberIds.join(','), ...cardHeaders(opts) },
  });
  return saveBase64File(pdf, fileName || 'tessere.pdf');
}
