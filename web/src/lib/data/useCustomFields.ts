import type { CustomFieldDefinition } from '@tessera/domain/forms/customFields';
import { orgCol } from '@tessera/domain/paths';
import { useLiveCollection } from './useLiveCollection';

export type CustomFieldDoc = CustomFieldDefinition & { id: string; visibleToMember?: boolean };

/** The organization's custom member fields (spec §3 Custom field), live. */
export function useCustomFields(orgId: string) {
  return useLiveCollection<CustomFieldDoc>(orgCol(orgId, 'customFields'));
}
