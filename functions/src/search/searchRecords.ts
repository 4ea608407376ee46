import { cardRecords, withFieldIds } from '@tessera/domain/search/record';
import type { SearchRecord } from '@tessera/domain/search/evaluate';
import type { SearchQuery } from '@tessera/domain/search/query';
import { readMemberRecords, readPaymentRecords } from './projection';
import { checkedQuery } from './searchFields';

/**
 * The records a query runs over: the query checked against the organization's fields (INVALID_REQUEST), then the
 * projection's records (docs/search.md: SEARCH_SHARDS document reads) of the groups `allows` lets through, as the
 * query's mode sees them: members, their current cards, or their payments. Perform-search, downloads and their background job all start here.
 */
export async function searchRecords(orgId: string, query: SearchQuery, allows: (group: string | null | undefined) => boolean) {
  const custom = await checkedQuery(orgId, query);
  // a payment is in scope by the group it was recorded for (as the payments list decides)
  if (query.mode === 'payments')
    return { records: (await readPaymentRecords(orgId)).filter((r) => allows(r.group as string | undefined)), custom };
  const members: SearchRecord[] = (await readMemberRecords(orgId))
    .filter((r) => allows(r.group as string | undefined))
    .map((r) => withFieldIds(r, custom.idByName));
  return { records: query.mode === 'cards' ? cardRecords(members) : members, custom };
}
