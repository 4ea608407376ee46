import { useMemo } from 'react';
import { preferencesOf, type Preferences } from '@tessera/domain/entities/organization';
import { shownMemberFields } from '@tessera/domain/settings/shownFields';
import { allowed, type Contract } from '@tessera/domain/contracts/contract';
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

/** The optional member fields the signed-in profile's screens show (domain shownMemberFields). */
export function useShownMemberFields() {
  const role = useSession().profile?.role ?? 'member';
  return shownMemberFields(usePreferences(), role);
}

/**
 * Whether the signed-in profile may call the endpoint: its role (the contract's access) and, for an endpoint that
 * belongs to a preference, the organization having it on. Screens hide what the API would refuse, from the same
 * declaration the API enforces.
 */
export function useCallAllowed(contract: Pick<Contract, 'access' | 'feature'>): boolean {
  const profile = useSession().profile;
  const prefs = usePreferences();
  return allowed(profile, contract) && (!contract.feature || !prefs || prefs[contract.feature]);
}
