import { useMemo } from 'react';
import { LIST_TYPES, type ListNames, type ListType } from '@tessera/domain/entities/organization';
import { listNamesPath } from '@tessera/domain/paths';
import { useLiveDocument } from './useLiveDocument';

/**
 * The organization's list values (groups, sections, categories, …) as id → name per type, live from the one
 * summary document written with the list values (summaries/listNames): one read, however many values the organization has.
 */
export function useListValueNames(orgId: string): Record<ListType, Map<string, string>> | null {
  const live = useLiveDocument<Partial<ListNames>>(listNamesPath(orgId));
  return useMemo(() => {
    if (live.status !== 'success') return null;
    return Object.fromEntries(LIST_TYPES.map((t) => [t, new Map(Object.entries(live.data?.[t] ?? {}))])) as Record<
      ListType,
      Map<string, string>
    >;
  }, [live]);
}
