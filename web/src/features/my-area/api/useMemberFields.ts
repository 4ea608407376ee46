import { orgCol, orgPath } from '@tessera/domain/paths';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import type { CustomFieldDoc } from '../../../lib/data/useCustomFields';

/** Custom fields the organization shows to members (the rules let members read only those: the filter is required). */
export function useMemberCustomFields(orgId: string) {
  return useLiveCollection<CustomFieldDoc>(orgCol(orgId, 'customFields'), {
    filters: [{ field: 'visibleToMember', op: '==', value: true }],
  });
}

/** The organization's preferences (which member fields are self-editable). */
export function useOrgPreferences(orgId: string) {
  return useLiveDocument<{ preferences?: { memberEditableFields?: string[] } }>(orgPath(orgId));
}
