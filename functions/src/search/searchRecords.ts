import { cardRecords, withFieldIds } from '@tessera/domain/search/record';
import type { SearchRecord } from '@tessera/domain/search/evaluate';
import type { SearchQuery } from '@tessera/domain/search/query';
import type { ScopedRecord } from '@tessera/domain/scope';
import { readMemberRecords, readPaymentRecords } from './projection';
import type { ShownMemberFields } from '@tessera/domain/settings/shownFields';
import { checkedQuery } from './searchFields';

/** Who runs a search: the records in their scope, the member fields the preferences show them. */
export interface SearchAccess {
  includes: (record: ScopedRecord) => boolean;
  shown: ShownMemberFields;
}

/**
 * The records a query runs over: the query checked against the organization's fields (INVALID_REQUEST), then the
 * projection's records (docs/search.md: SEARCH_SHARDS document reads) the scope `includes`, as the
 * query's mode sees them: members, their current cards, or their payments. Perform-search, downloads and their background job all start here.
 * The query answered back names its columns: the defaults, when it named none, without the fields the caller may not see.
 */
export async function searchRecords(orgId: string, asked: SearchQuery, access: SearchAccess) {
  const { query, ...custom } = await checkedQuery(orgId, asked, { shown: access.shown });
  // a payment is in scope by the group it was recorded for (as the payments list decides)
  if (query.mode === 'payments') return { records: (await readPaymentRecords(orgId)).filter(access.includes), custom, query };
  const members: SearchRecord[] = (await readMemberRecords(orgId)).filter(access.includes).map((r) => withFieldIds(r, custom.idByName));
  return { records: query.mode === 'cards' ? cardRecords(members) : members, custom, query };
}
