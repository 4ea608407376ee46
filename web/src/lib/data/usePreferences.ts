import { useMemo } from 'react';
import { preferencesOf, type Preferences } from '@tessera/domain/entities/organization';
import type { DateFormat } from '@tessera/domain/locale/dates';
import { orgPath } from '@tessera/domain/paths';
import { useSession } from '../session/session';
import { useLiveDocument } from './useLiveDocument';

export type OrgPreferences = Preferences & { dateFormat: DateFormat };

/**
 * The signed-in profile's organization preferences (spec §6), live, with the defaults filled in as the server fills
 * them (domain preferencesOf): a toggle switched in settings changes every open screen. null while loading or signed
 * out. The organization document is one listener however many screens ask (the SDK shares it).
 */
export function usePreferences(): OrgPreferences | null {
  const orgId = useSession().profile?.orgId ?? '';
  const org = useLiveDocument<{ preferences?: unknown }>(orgPath(orgId || '-'));
  return useMemo(() => (orgId && org.status === 'success' ? preferencesOf(org.data?.preferences) : null), [orgId, org]);
}
