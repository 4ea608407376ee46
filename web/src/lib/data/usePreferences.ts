import { useCallback, useMemo } from 'react';
import { preferencesOf, type Preferences } from '@tessera/domain/entities/organization';
import { shownMemberFields } from '@tessera/domain/settings/shownFields';
import { allowed, contractFeatures, type Contract } from '@tessera/domain/contracts/contract';
import { formatDate, type DateFormat, type DateOptions } from '@tessera/domain/locale/dates';
import { DEFAULT_DATE_FORMAT } from '@tessera/domain/constants';
import { orgPath } from '@tessera/domain/paths';
import { useSession } from '../session/session';
import { useLiveDocument } from './useLiveDocument';

export type OrgPreferences = Preferences & { dateFormat: DateFormat };

/**
 * The signed-in profile's organization preferences, live, with the defaults filled in as the server fills
 * them (domain preferencesOf): a toggle switched in settings changes every open screen. null while loading or signed
 * out. The organization document is one listener however many screens ask (the SDK shares it).
 */
export function usePreferences(): OrgPreferences | null {
  const orgId = useSession().profile?.orgId ?? '';
  const org = useLiveDocument<{ preferences?: unknown }>(orgPath(orgId || '-'));
  return useMemo(() => (orgId && org.status === 'success' ? preferencesOf(org.data?.preferences) : null), [orgId, org]);
}

/** The organization's logo (a data URL, settings → public information), or null: the shell shows it. */
export function useOrgLogo(): string | null {
  const orgId = useSession().profile?.orgId ?? '';
  const org = useLiveDocument<{ logo?: unknown }>(orgPath(orgId || '-'));
  return orgId && org.status === 'success' && typeof org.data?.logo === 'string' ? org.data.logo : null;
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
  return allowed(profile, contract) && (!prefs || contractFeatures(contract).every((f) => prefs[f]));
}

/**
 * Dates as the organization writes them (preference dateFormat: dd/MM/yyyy or MM/dd/yyyy): every date a screen shows
 * goes through this. Calendar dates read in UTC; pass a time zone for instants (domain formatDate).
 */
export function useDateFormatter(): (value: Date | string | null | undefined, opts?: DateOptions) => string {
  const format = usePreferences()?.dateFormat ?? DEFAULT_DATE_FORMAT;
  return useCallback((value, opts) => formatDate(value, format, opts), [format]);
}
