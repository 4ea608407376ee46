import { useMemo } from 'react';
import type { CustomFieldDefinition } from '@tessera/domain/forms/customFields';
import { inFieldOrder } from '@tessera/domain/settings/customFields';
import { orgCol } from '@tessera/domain/paths';
import { useLiveCollection } from './useLiveCollection';
import type { Filter, Live } from './live';

export type CustomFieldDoc = CustomFieldDefinition & { id: string; visibleToMember?: boolean; order?: number; deleting?: boolean };

/**
 * Custom member fields, live, in the order settings give them; a field being deleted is left
 * out (the server no longer takes its values). `filters` narrow the query (members may read only visible fields);
 * `null` reads nothing (an empty list), for a screen that needs the fields only once opened.
 */
export function useCustomFields(orgId: string, filters?: Filter[] | null): Live<CustomFieldDoc[]> {
  const live = useLiveCollection<CustomFieldDoc>(orgCol(orgId, 'customFields'), { filters });
  return useMemo(() => (live.status === 'success' ? { ...live, data: inFieldOrder(live.data.filter((f) => !f.deleting)) } : live), [live]);
}
