import { useMemo } from 'react';
import type { ListType, ListValue } from '@tessera/domain/entities/organization';
import { orgCol } from '@tessera/domain/paths';
import { useLiveCollection } from './useLiveCollection';

/** The organization's list values (groups, sections, categories, …) read live from Firestore, as id → name per type. */
export function useListValueNames(orgId: string): Record<ListType, Map<string, string>> | null {
  const live = useLiveCollection<ListValue>(orgCol(orgId, 'listValues'));
  return useMemo(() => {
    if (live.status !== 'success') return null;
    const out = {} as Record<ListType, Map<string, string>>;
    for (const v of live.data) {
      (out[v.type] ??= new Map()).set(v.id, v.name);
    }
    return out;
  }, [live]);
}
