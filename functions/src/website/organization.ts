import type { PublicInfo } from '@tessera/domain/entities/organization';
import { orgThemeSchema, type OrgTheme } from '@tessera/domain/settings/orgTheme';
import { orgPath } from '@tessera/domain/paths';
import type { Policies, PublishedPolicy } from '@tessera/domain/settings/policies';
import { db } from '../shared/admin';
import { defaultOrg } from '../config';
import { ApiError } from '../http/apiError';

/** The organization a public page names (header org, or the deployment's own), or NOT_FOUND. */
export async function publicOrganization(org: string | undefined): Promise<{
  id: string;
  publicInfo: PublicInfo;
  suspended: boolean;
  logo: string | null;
  theme: OrgTheme | null;
  /** the privacy policy published in Settings, if any */
  privacy: PublishedPolicy | null;
}> {
  const id = org ?? defaultOrg.value();
  const snap = await db.doc(orgPath(id)).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const logo = snap.get('logo');
  // a stored theme that no longer passes (hand-edited, contrast rule tightened) gives Tessera's look, not a failed page
  const theme = orgThemeSchema.safeParse(snap.get('theme'));
  return {
    id,
    publicInfo: snap.get('publicInfo') as PublicInfo,
    suspended: snap.get('suspended') === true,
    logo: typeof logo === 'string' ? logo : null,
    theme: theme.success ? theme.data : null,
    privacy: ((snap.get('policies') as Policies | undefined)?.privacy as PublishedPolicy | undefined) ?? null,
  };
}

/**
 * The organization a signup or an activation joins: a suspended one takes nobody new (NOT_ENABLED), or a profile
 * would be made that can neither be chosen nor used (organizations/setStatus.ts).
 */
export async function joinableOrganization(
  org: string | undefined,
): Promise<{ id: string; publicInfo: PublicInfo; privacy: PublishedPolicy | null }> {
  const found = await publicOrganization(org);
  if (found.suspended) throw new ApiError('NOT_ENABLED');
  return found;
}
