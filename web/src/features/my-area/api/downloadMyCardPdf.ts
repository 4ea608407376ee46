import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';
import { myCardPdfContract } from '@tessera/domain/contracts/my-area';

/** GET /v1/profile/card-pdf (header lang) → the own card as a PDF, saved by the browser. */
export async function downloadMyCardPdf(lang: 'it' | 'en'): Promise<string> {
  const { pdf, fileName } = await apiCall(myCardPdfContract, { headers: { lang } });
  return saveBase64File(pdf, fileName);
}
