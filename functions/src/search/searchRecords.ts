import { cardRecords, withFieldIds } from '@tessera/domain/search/record';
import type { SearchRecord } from '@tessera/domain/search/evaluate';
import type { SearchQuery } from '@tessera/domain/search/query';
import type { ScopedRecord } from '@tessera/domain/scope';
import { readMemberRecords, readPaymentRecords } from './projection';
import { checkedQuery } from './searchFields';

/**
 * The records a query runs over: the query checked against the organization's fields (INVALID_REQUEST), then the
 * projection's records (docs/search.md: SEARCH_SHARDS document reads) the scope `includes`, as the
 * query's mode sees them: members, their current cards, or their payments. Perform-search, downloads and their background job all start here.
 */
export async function searchRecords(orgId: string, query: SearchQuery, includes: (record: ScopedRecord) => boolean) {
  const custom = await checkedQuery(orgId, query);
  // a payment is in scope by the group it was recorded for (as the payments list decides)
  if (query.mode === 'payments') return { records: (await readPaymentRecords(orgId)).filter(includes), custom };
  const members: SearchRecord[] = (await readMemberRecords(orgId)).filter(includes).map((r) => withFieldIds(r, custom.idByName));
  return { records: query.mode === 'cards' ? cardRecords(members) : members, custom };
}
