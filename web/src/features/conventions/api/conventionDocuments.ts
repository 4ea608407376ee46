import { addConventionDocumentContract, deleteConventionDocumentContract } from '@tessera/domain/contracts/conventions';
import { signedFileContract } from '@tessera/domain/contracts/organizations';
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

/** Asks for a signed link to the document's file (get-signed-file) and opens it: the browser downloads it under its name. */
export async function downloadDocument(fileId: string) {
  const { url } = await apiCall(signedFileContract, { body: { link: fileId }, overlay: false });
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  return url;
}
