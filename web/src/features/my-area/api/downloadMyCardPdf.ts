import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/** GET /v1/profile/card-pdf (header lang) → the own card as a PDF, saved by the browser. */
export async function downloadMyCardPdf(lang: 'it' | 'en'): Promise<string> {
  const { pdf, fileName } = await apiCall<{ pdf: string; fileName: string }>('GET', '/v1/profile/card-pdf', { headers: { lang } });
  return saveBase64File(pdf, fileName);
}
