import { performSearchContract } from '@tessera/domain/contracts/search';
import type { SearchQuery } from '@tessera/domain/search/query';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/advanced-search/perform-search: the count and one page of the query's rows. */
export const performSearch = (query: SearchQuery, offset: number, pageSize: number) =>
  apiCall(performSearchContract, { body: { query, offset, pageSize }, overlay: false });
