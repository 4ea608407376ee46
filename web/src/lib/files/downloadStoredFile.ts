import { signedFileContract } from '@tessera/domain/contracts/organizations';
import { apiCall } from '../api/client';
import { followLink } from './followLink';

/**
 * Asks for a short-lived signed link to a stored file (get-signed-file: issued only when the caller may read it) and
 * follows it: the browser downloads the file under its original name.
 */
export async function downloadStoredFile(fileId: string): Promise<string> {
  const { url } = await apiCall(signedFileContract, { body: { link: fileId }, overlay: false });
  followLink(url);
  return url;
}
