import { useMemo } from 'react';
import { useListValueNames } from '../../../lib/data/useListValues';

/** The organization's categories, id → name, by name (a family item's category). */
export function useCategories(orgId: string): [string, string][] | null {
  const names = useListValueNames(orgId);
  return useMemo(() => (names ? [...names.categories.entries()].sort((a, b) => a[1].localeCompare(b[1], 'it')) : null), [names]);
}
