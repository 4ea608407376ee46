import type { Language } from '@tessera/domain/constants';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';
import { resendCardPdfContract } from '@tessera/domain/contracts/cards';

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
