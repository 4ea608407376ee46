import { recipientsFileContract } from '@tessera/domain/contracts/mailshots';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

export type RecipientsFileReport = AnswerOf<typeof recipientsFileContract>;

/**
 * POST /v1/mailshots/recipients-file: the file is checked and stored; the answer reports its rows, the distinct valid
 * addresses, and the invalid and repeated rows (refused without an email column or in another format: field issues).
 */
export async function uploadRecipientsFile(file: File, onProgress: (fraction: number) => void): Promise<RecipientsFileReport> {
  const contentBase64 = await fileToBase64(file);
  return apiCall(recipientsFileContract, { body: { fileName: file.name, contentBase64 }, onProgress, overlay: false });
}
