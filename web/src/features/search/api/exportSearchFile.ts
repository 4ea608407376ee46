import { exportSearchFileContract } from '@tessera/domain/contracts/search';
import { apiCall } from '../../../lib/api/client';
import { followLink } from '../../../lib/files/followLink';

/** GET /v1/advanced-search/export-search-file (header id), then the link followed: the background download's file saved. */
export async function saveExportFile(id: string) {
  const answer = await apiCall(exportSearchFileContract, { headers: { id }, overlay: false });
  followLink(answer.url);
  return answer;
}
