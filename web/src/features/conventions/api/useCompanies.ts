import { useMemo } from 'react';
import { COMPANY_LIST_TYPES } from '@tessera/domain/settings/listValues';
import { useListValueNames } from '../../../lib/data/useListValues';

/** Every company of the three company lists, id → name, sorted by name (the filter and the form's choice). */
export function useCompanies(orgId: string): [string, string][] | null {
  const names = useListValueNames(orgId);
  return useMemo(
    () => (names ? COMPANY_LIST_TYPES.flatMap((type) => [...names[type].entries()]).sort((a, b) => a[1].localeCompare(b[1], 'it')) : null),
    [names],
  );
}
