import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/** GET /v1/members/resend-card-pdf (headers user, lang) → {pdf, fileName}; saves the PDF through a temporary link. */
export async function downloadCardPdf(memberId: string, lang: 'it' | 'en'): Promise<string> {
  const { pdf, fileName } = await apiCall<{ pdf: string; fileName: string }>('GET', '/v1/members/resend-card-pdf', {
    headers: { user: memberId, lang },
  });
  return saveBase64File(pdf, fileName);
}
