import { deleteSearchContract, getSearchesContract, saveSearchContract } from '@tessera/domain/contracts/search';
import { savedSearchSchema, type SavedSearchInput } from '@tessera/domain/search/saved';
import { apiCall } from '../../../lib/api/client';

/** GET get-searches: the caller's saved searches and the shared ones, each with what stops it running now (queries with their defaults). */
export const fetchSavedSearches = async () =>
  (await apiCall(getSearchesContract, { overlay: false })).searches.map((s) => savedSearchSchema.parse(s));

/** POST save-search; with `id`, replaces that saved search of the caller's. */
export const saveSearch = (input: SavedSearchInput, id?: string) =>
  apiCall(saveSearchContract, { headers: id ? { id } : {}, body: input, overlay: false });

/** GET delete-search (header id). */
export const deleteSearch = (id: string) => apiCall(deleteSearchContract, { headers: { id }, overlay: false });
