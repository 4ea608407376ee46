import {
  addAssemblyDocumentContract,
  assemblyDocumentLinkContract,
  deleteAssemblyDocumentContract,
} from '@tessera/domain/contracts/assemblies';
import { assemblyPath } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { fileToBase64 } from '../../../lib/files/fileToBase64';
import { followLink } from '../../../lib/files/followLink';

/** POST /v1/assemblies/document: the file for the item (null: the whole assembly); `onProgress` follows the upload. */
export async function addAssemblyDocument(assemblyId: string, itemId: string | null, file: File, onProgress: (f: number) => void) {
  const body = { assemblyId, itemId, fileName: file.name, contentBase64: await fileToBase64(file) };
  return apiCall(addAssemblyDocumentContract, { body, overlay: false, onProgress });
}

/** DELETE /v1/assemblies/document. */
export const deleteAssemblyDocument = (assembly: string, document: string) =>
  apiCall(deleteAssemblyDocumentContract, { headers: { assembly, document }, overlay: false });

/** A document opened through its short-lived link: the back office's and the members' pages alike. */
export async function openAssemblyDocument(assembly: string, document: string) {
  followLink((await apiCall(assemblyDocumentLinkContract, { headers: { assembly, document }, overlay: false })).url);
}

/** The video meeting's address (`meeting/link`), which only the back office reads. */
export function useMeetingUrl(orgId: string, assemblyId: string): { loaded: boolean; url: string | null } {
  const live = useLiveDocument<{ url: string | null }>(`${assemblyPath(orgId, assemblyId)}/meeting/link`);
  return { loaded: live.status !== 'loading', url: live.status === 'success' ? (live.data?.url ?? null) : null };
}
