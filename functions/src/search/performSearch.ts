import { todayInItaly } from '@tessera/domain/locale/dates';
import { runSearch } from '@tessera/domain/search/run';
import { performSearchContract } from '@tessera/domain/contracts/search';
import { route } from '../http/route';
import { searchRecords } from './searchRecords';
import { searchShownFields } from './searchFields';

/**
 * POST /v1/advanced-search/perform-search — the query run over the projection's records in the caller's scope with the
 * domain's evaluator (docs/search.md: at most SEARCH_SHARDS document reads), sorted, one page answered; the fields the
 * preferences hide from the caller are neither asked nor answered.
 */
export const performSearch = route(performSearchContract, async ({ claims, body, scope }) => {
  const shown = await searchShownFields(claims.org, claims.role);
  const { records, query } = await searchRecords(claims.org, body.query, { includes: scope.includes, shown });
  return runSearch(records, query, { today: todayInItaly() }, { offset: body.offset, size: body.pageSize });
});
