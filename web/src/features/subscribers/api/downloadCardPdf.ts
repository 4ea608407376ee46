import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/** GET /v1/members/resend-card-pdf (headers user, year?, lang?) → {pdf, fileName}; saves it through a temporary link. */
export async function downloadCardPdf(memberId: string, opts: { year?: number; lang?: string } = {}): Promise<string> {
  const { pdf, fileName } = await apiCall<{ pdf: string; fileName: string }>('GET', '/v1/members/resend-card-pdf', {
    headers: { user: memberId, ...(opts.year ? { year: String(opts.year) } : {}), ...(opts.lang ? { lang: opts.lang } : {}) },
  });
  return saveBase64File(pdf, fileName || `tessera-${memberId}.pdf`);
}
