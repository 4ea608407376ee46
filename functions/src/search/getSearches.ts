import { fieldsOf } from '@tessera/domain/search/fields';
import { queryIssues, searchQuery } from '@tessera/domain/search/query';
import type { SavedSearch } from '@tessera/domain/search/saved';
import { getSearchesContract } from '@tessera/domain/contracts/search';
import { route } from '../http/route';
import { toJson } from '../shared/serialize';
import { searchesCol, type StoredSearch } from './savedSearchStore';
import { searchCustomFields, searchShownFields } from './searchFields';

/**
 * GET /v1/advanced-search/get-searches → {searches}: the caller's own and the shared ones, by name, each with what
 * stops it running now (a custom field deleted in settings since it was saved, a field the preferences now hide).
 */
export const getSearches = route(getSearchesContract, async ({ claims, principal }) => {
  const [own, shared, custom, shown] = await Promise.all([
    searchesCol(claims.org).where('ownerUid', '==', principal.uid).get(),
    searchesCol(claims.org).where('shared', '==', true).get(),
    searchCustomFields(claims.org),
    searchShownFields(claims.org, claims.role),
  ]);
  const byId = new Map([...own.docs, ...shared.docs].map((d) => [d.id, d]));
  const searches: SavedSearch[] = [...byId.values()].map((d) => {
    const s = d.data() as StoredSearch;
    const query = searchQuery.parse(s.query);
    return {
      id: d.id,
      name: s.name,
      query,
      shared: s.shared,
      owner: s.ownerEmail,
      mine: s.ownerUid === principal.uid,
      updatedAt: (toJson(d.get('updatedAt')) as string | undefined) ?? null,
      issues: queryIssues(query, fieldsOf(query.mode, custom.defs, shown)),
    };
  });
  return { searches: searches.sort((a, b) => a.name.localeCompare(b.name, 'it')) };
});
