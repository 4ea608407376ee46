import type { SearchRecord } from '@tessera/domain/search/evaluate';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { sortedMatches } from '@tessera/domain/search/run';
import { searchQuery } from '@tessera/domain/search/query';
import { withFieldIds } from '@tessera/domain/search/record';
import { ApiError } from '../http/apiError';
import { readMemberRecords } from './projection';
import { checkedQuery } from './searchFields';
import { searchesCol } from './savedSearchStore';

/**
 * The members a saved search finds today, as their projection rows (merge values by field and custom field name),
 * deceased members left out: what the areas that act on a saved search's members (mailshots, invitations) start
 * from. The caller's own search or a shared one, else NOT_FOUND; `null` for a search that does not list members.
 */
export async function savedSearchMembers(orgId: string, uid: string, searchId: string): Promise<SearchRecord[] | null> {
  const saved = await searchesCol(orgId).doc(searchId).get();
  if (!saved.exists || (saved.get('ownerUid') !== uid && saved.get('shared') !== true)) throw new ApiError('NOT_FOUND');
  const query = searchQuery.parse(saved.get('query'));
  if (query.mode !== 'members') return null;
  const custom = await checkedQuery(orgId, query);
  const records = (await readMemberRecords(orgId)).filter((r) => r.deceased !== true);
  // the query asks custom fields by id, the merge fields by name: match on the first, answer the second
  const byId = new Map(records.map((r) => [String(r.id), r]));
  const found = sortedMatches(
    records.map((r) => withFieldIds(r, custom.idByName)),
    query,
    { today: todayInItaly() },
  );
  return found.map((r) => byId.get(String(r.id)) ?? r);
}
