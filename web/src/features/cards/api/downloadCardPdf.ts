import { apiCall } from '../../../lib/api/client';

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** GET /v1/members/resend-card-pdf (headers user, lang) → {pdf, fileName}; saves the PDF through a temporary link. */
export async function downloadCardPdf(memberId: string, lang: 'it' | 'en'): Promise<string> {
  const { pdf, fileName } = await apiCall<{ pdf: string; fileName: string }>('GET', '/v1/members/resend-card-pdf', {
    headers: { user: memberId, lang },
  });
  const url = URL.createObjectURL(new Blob([base64ToBytes(pdf)], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
