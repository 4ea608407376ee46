import { addConventionDocumentContract, deleteConventionDocumentContract } from '@tessera/domain/contracts/conventions';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';

/** POST /v1/conventions/conv-doc (header cid): the file with its title; `onProgress` follows the upload. */
export async function addConventionDocument(cid: string, name: string, file: File, onProgress: (fraction: number) => void) {
  const body = { name, fileName: file.name, contentBase64: await fileToBase64(file) };
  return apiCall(addConventionDocumentContract, { headers: { cid }, body, overlay: false, onProgress });
}

/** DELETE /v1/conventions/conv-doc (headers cid, did). */
export const deleteConventionDocument = (cid: string, did: string) =>
  apiCall(deleteConventionDocumentContract, { headers: { cid, did }, overlay: false });
