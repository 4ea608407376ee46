import { paymentExtractionContract } from '@tessera/domain/contracts/payments';
import type { PaymentExtractionRequest } from '@tessera/domain/exports/paymentExtraction';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/** POST /v1/payments/extraction: saves the file unless no payment matched; answers the row count and the file's name. */
export async function extractPayments(request: PaymentExtractionRequest): Promise<{ count: number; fileName: string }> {
  const answer = await apiCall(paymentExtractionContract, { body: request });
  if (answer.count > 0) saveBase64File(answer.result, answer.fileName, answer.mimeType);
  return { count: answer.count, fileName: answer.fileName };
}
