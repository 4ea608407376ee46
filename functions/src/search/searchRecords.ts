import { cardRecords, withFieldIds } from '@tessera/domain/search/record';
import type { SearchRecord } from '@tessera/domain/search/evaluate';
import type { SearchQuery } from '@tessera/domain/search/query';
import { ApiError } from '../http/apiError';
import { readMemberRecords } from './projection';
import { checkedQuery } from './searchFields';

/**
 * The records a query runs over: the query checked against the organization's fields (INVALID_REQUEST), then the
 * projection's records (docs/search.md: SEARCH_SHARDS document reads) of the groups `allows` lets through, as the
 * query's mode sees them. Perform-search, downloads and their background job all start here.
 */
export async function searchRecords(orgId: string, query: SearchQuery, allows: (group: string | null | undefined) => boolean) {
  // payments have no projection yet (docs/search.md): the mode is refused at its path, not run over a scan
  if (query.mode === 'payments') throw new ApiError('INVALID_REQUEST', [{ path: 'body.query.mode', message: 'validation.notAllowed' }]);
  const custom = await checkedQuery(orgId, query);
  const members: SearchRecord[] = (await readMemberRecords(orgId))
    .filter((r) => allows(r.group as string | undefined))
    .map((r) => withFieldIds(r, custom.idByName));
  return { records: query.mode === 'cards' ? cardRecords(members) : members, custom };
}
