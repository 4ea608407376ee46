import { aggregateSearchContract } from '@tessera/domain/contracts/search';
import type { AggregateRequest } from '@tessera/domain/search/aggregate';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/advanced-search/aggregate: the matches counted by one dimension (and, with a format, the table as a file). */
export const aggregateSearch = (request: AggregateRequest) => apiCall(aggregateSearchContract, { body: request, overlay: false });
