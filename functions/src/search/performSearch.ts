import { todayInItaly } from '@tessera/domain/locale/dates';
import { cardRecords, withFieldIds } from '@tessera/domain/search/record';
import { runSearch } from '@tessera/domain/search/run';
import { performSearchContract } from '@tessera/domain/contracts/search';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { readMemberRecords } from './projection';
import { checkedQuery } from './searchFields';

/**
 * POST /v1/advanced-search/perform-search — the query checked against the organization's fields, run over the
 * projection's records in the caller's scope (docs/search.md: at most SEARCH_SHARDS document reads) with the domain's
 * evaluator, sorted, one page answered.
 */
export const performSearch = route(performSearchContract, async ({ claims, body, scope }) => {
  const { query } = body;
  // payments have no projection yet (docs/search.md): the mode is refused at its path, not run over a scan
  if (query.mode === 'payments') throw new ApiError('INVALID_REQUEST', [{ path: 'body.query.mode', message: 'validation.notAllowed' }]);
  const custom = await checkedQuery(claims.org, query);
  const members = (await readMemberRecords(claims.org))
    .filter((r) => scope.allows(r.group as string | undefined))
    .map((r) => withFieldIds(r, custom.idByName));
  const records = query.mode === 'cards' ? cardRecords(members) : members;
  return runSearch(records, query, { today: todayInItaly() }, { offset: body.offset, size: body.pageSize });
});
