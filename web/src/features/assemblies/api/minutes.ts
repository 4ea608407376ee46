import type { Minutes, MinutesEdit, MinutesStatus } from '@tessera/domain/assemblies/minutes';
import {
  approveMinutesContract,
  bookPdfContract,
  correctMinutesContract,
  draftMinutesContract,
  updateMinutesContract,
  verifyBookContract,
} from '@tessera/domain/contracts/assemblies';
import { assemblyPath } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** The minutes of an assembly as stored (assemblies/{id}/minutes/draft): the text, DRAFT or APPROVED, the book's entry. */
export interface MinutesDoc {
  minutes: Minutes;
  status: MinutesStatus;
  /** the book's entry holding the minutes as they stand (the last correction's once corrected); null in a draft */
  seq: number | null;
  hash: string | null;
}

/** The minutes, live (null: not drafted yet). */
export const useMinutes = (orgId: string, assemblyId: string) =>
  useLiveDocument<MinutesDoc>(`${assemblyPath(orgId, assemblyId)}/minutes/draft`);

const quiet = <B>(body: B) => ({ body, overlay: false });
export const draftAssemblyMinutes = (assemblyId: string, chair: string, secretary: string) =>
  apiCall(draftMinutesContract, quiet({ assemblyId, chair, secretary }));
export const updateAssemblyMinutes = (assemblyId: string, edit: MinutesEdit) =>
  apiCall(updateMinutesContract, quiet({ assemblyId, ...edit }));
export const approveAssemblyMinutes = (assemblyId: string) => apiCall(approveMinutesContract, quiet({ assemblyId }));
export const correctAssemblyMinutes = (assemblyId: string, note: string, edit: MinutesEdit) =>
  apiCall(correctMinutesContract, quiet({ assemblyId, note, ...edit }));

/** GET /v1/assemblies/book-verify: the book's chain recomputed on the server. */
export const verifyAssemblyBook = () => apiCall(verifyBookContract, { overlay: false });

/** Downloads the book of assembly meetings printed (PDF); answers the name it was saved as. */
export async function downloadAssemblyBook(): Promise<string> {
  const answer = await apiCall(bookPdfContract, { overlay: false });
  return saveBase64File(answer.file, answer.fileName, 'application/pdf');
}
