import type { Route } from '../http/route';
import { performSearch } from './performSearch';
import { getSearches } from './getSearches';
import { saveSearch } from './saveSearch';
import { deleteSearch } from './deleteSearch';
import { downloadSearch } from './download';
import { exportSearchFile } from './exportSearchFile';
import { aggregateSearch } from './aggregate';

/** /v1/advanced-search endpoints (docs/search.md). */
export const searchRoutes: readonly Route[] = [
  performSearch,
  getSearches,
  saveSearch,
  deleteSearch,
  downloadSearch,
  exportSearchFile,
  aggregateSearch,
];
