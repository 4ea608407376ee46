import { apiCall } from '../../../lib/api/client';

/** base64 → bytes (the PDF travels as base64 in JSON). */
export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** GET /v1/members/resend-card-pdf (headers user, year?, lang?) → {pdf, fileName}; saves it through a temporary link. */
export async function downloadCardPdf(memberId: string, opts: { year?: number; lang?: string } = {}): Promise<string> {
  const { pdf, fileName } = await apiCall<{ pdf: string; fileName: string }>('GET', '/v1/members/resend-card-pdf', {
    headers: { user: memberId, ...(opts.year ? { year: String(opts.year) } : {}), ...(opts.lang ? { lang: opts.lang } : {}) },
  });
  const blob = new Blob([base64ToBytes(pdf)], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName || `tessera-${memberId}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return a.download;
}
