import { getSearchesContract } from '@tessera/domain/contracts/search';
import { apiCall } from '../../../lib/api/client';

/**
 * GET get-searches: the saved searches the caller sees (their own and the shared ones) that can choose recipients —
 * those in members mode (a cards-mode search lists cards, not addresses), each with what stops it running now.
 */
export async function fetchMemberSearches() {
  const { searches } = await apiCall(getSearchesContract, { overlay: false });
  return searches.filter((s) => s.query.mode === 'members').map((s) => ({ id: s.id, name: s.name, broken: s.issues.length > 0 }));
}
