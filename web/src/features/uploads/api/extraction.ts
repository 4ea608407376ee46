import type { ExtractionAnswer, ExtractionRequest } from '@tessera/domain/uploads/extraction';
import { apiCall } from '../../../lib/api/client';

/** base64 → bytes */
function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** POST /v1/members/extraction; saves the file through a temporary link unless it is empty. Answers the row count. */
export async function extractMembers(request: ExtractionRequest): Promise<{ count: number; fileName: string }> {
  const answer = await apiCall<ExtractionAnswer>('POST', '/v1/members/extraction', { body: request });
  if (answer.count === 0) return { count: 0, fileName: answer.fileName };
  const url = URL.createObjectURL(new Blob([base64ToBytes(answer.result)], { type: answer.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = answer.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { count: answer.count, fileName: answer.fileName };
}
