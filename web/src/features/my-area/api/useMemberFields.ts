import { orgPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { useCustomFields } from '../../../lib/data/useCustomFields';

/** Custom fields the organization shows to members (the rules let members read only those: the filter is required). */
export function useMemberCustomFields(orgId: string) {
  return useCustomFields(orgId, VISIBLE_ONLY);
}
const VISIBLE_ONLY = [{ field: 'visibleToMember', op: '==' as const, value: true }];

/** The organization's preferences (which member fields are self-editable). */
export function useOrgPreferences(orgId: string) {
  return useLiveDocument<{ preferences?: { memberEditableFields?: string[] } }>(orgPath(orgId));
}
