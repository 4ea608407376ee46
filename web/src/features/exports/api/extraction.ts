import type { ExtractionRequest } from '@tessera/domain/exports/extraction';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';
import { extractionContract } from '@tessera/domain/contracts/exports';

/** POST /v1/members/extraction; saves the file through a temporary link unless it is empty. Answers the row count. */
export async function extractMembers(request: ExtractionRequest): Promise<{ count: number; fileName: string }> {
  const answer = await apiCall(extractionContract, { body: request });
  if (answer.count === 0) return { count: 0, fileName: answer.fileName };
  saveBase64File(answer.result, answer.fileName, answer.mimeType);
  return { count: answer.count, fileName: answer.fileName };
}
