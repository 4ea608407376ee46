import type { Role } from './roles';
import type { PreferenceFlag } from './entities/organization';
import { scannerAllowed } from './scanner/scannerRoles';

/** Values of the `{platform}` route. */
export const PLATFORMS = [
  'organizations',
  'home',
  'subscribers',
  'cards',
  'payments',
  'advanced-search',
  'contracts',
  'activities',
  'campaigns',
  'assemblies',
  'scanner',
  'requests',
  'settings',
  'my-area',
  'my-data',
  'my-payments',
  'change-user',
  'change-pass',
] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PUBLIC_ROUTES = ['auth', 'recover', 'signup', 'signup-success', 'signup-error', 'activate'] as const;
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/**
 * The payment outcome pages: a sign-in there may have no profile yet (the payment's fulfilment creates it, the
 * page's reload picks it up) or never get one (a cancelled checkout: the page signs out itself). A failed session
 * validation on them leaves the visitor on the page instead of logging out to auth.
 */
export const OUTCOME_ROUTES: readonly PublicRoute[] = ['signup-success', 'signup-error'];

/** Public routes a signed-in user is sent away from, to their own area. */
export const GUEST_ONLY_ROUTES: readonly PublicRoute[] = ['signup', 'activate', 'recover'];

/** Members are barred from these and sent to my-area. */
export const MEMBER_BARRED: readonly Platform[] = [
  'organizations',
  'home',
  'subscribers',
  'cards',
  'payments',
  'activities',
  'campaigns',
  'assemblies',
  'scanner',
  'contracts',
  'advanced-search',
  'requests',
  'settings',
];

/** Only these roles may open settings; others go to subscribers. */
export const SETTINGS_ROLES: readonly Role[] = ['organization', 'platform'];
/**
 * The campaign area's roles. These lists are PERMISSIONS' 'settings.manage' and 'campaigns.manage' (platforms.test.ts
 * holds them equal): written out here because the login page loads this module, and the whole matrix would weigh on it.
 */
export const CAMPAIGN_ROLES: readonly Role[] = ['platform', 'organization', 'management'];
/** The members' assemblies' back office: PERMISSIONS' 'assemblies.read' (staff read; the managing roles act), held equal. */
export const ASSEMBLY_ROLES: readonly Role[] = ['platform', 'organization', 'management', 'staff'];
/** The installation's own screen (every association with its counts): PERMISSIONS' 'organizations.manage', held equal too. */
export const PLATFORM_ROLES: readonly Role[] = ['platform'];
/** The advanced search's roles: PERMISSIONS' 'advancedSearch.use' (every call of the area asks it; staff do not search). */
export const SEARCH_ROLES: readonly Role[] = ['platform', 'organization', 'group', 'management'];

/** The personal pages: for members, and for back-office profiles that are also members. */
export const PERSONAL_PLATFORMS: readonly Platform[] = ['my-area', 'my-data', 'my-payments', 'change-user', 'change-pass'];

export function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/**
 * Where a role lands when it opens a platform: the platform itself, or a redirect.
 * `hasMember` tells whether a back-office profile is also a member (then it may open the personal pages).
 */
export function platformAccess(
  role: Role,
  platform: Platform,
  hasMember: boolean,
): { allowed: true } | { allowed: false; redirect: Platform } {
  if (role === 'member') {
    return MEMBER_BARRED.includes(platform) ? { allowed: false, redirect: 'my-area' } : { allowed: true };
  }
  if (platform === 'settings' && !SETTINGS_ROLES.includes(role)) return { allowed: false, redirect: 'subscribers' };
  if (platform === 'organizations' && !PLATFORM_ROLES.includes(role)) return { allowed: false, redirect: 'subscribers' };
  // the campaigns area: the roles that manage campaigns
  if (platform === 'campaigns' && !CAMPAIGN_ROLES.includes(role)) return { allowed: false, redirect: 'subscribers' };
  // the assemblies' back office: the roles that read them (the screens offer actions only to those who manage them)
  if (platform === 'assemblies' && !ASSEMBLY_ROLES.includes(role)) return { allowed: false, redirect: 'subscribers' };
  // the advanced search: the roles its endpoints accept, so no screen offers a search the API would refuse
  if (platform === 'advanced-search' && !SEARCH_ROLES.includes(role)) return { allowed: false, redirect: 'subscribers' };
  if (PERSONAL_PLATFORMS.includes(platform) && !hasMember && platform !== 'change-pass' && platform !== 'change-user') {
    return { allowed: false, redirect: 'subscribers' };
  }
  return { allowed: true };
}

/**
 * Landing platform after login: members to my-area, the platform admin to the installation's associations (it works
 * across them, not inside one), others to the last used or subscribers.
 */
export function landingPlatform(role: Role, lastUsed: string | null, hasMember: boolean): Platform {
  if (role === 'member') return 'my-area';
  if (PLATFORM_ROLES.includes(role)) return 'organizations';
  if (lastUsed && isPlatform(lastUsed) && platformAccess(role, lastUsed, hasMember).allowed) return lastUsed;
  return 'subscribers';
}

/** Navigation entries in display order with their i18n label keys. */
export const NAVIGATION: readonly { platform: Platform; labelKey: string }[] = [
  { platform: 'organizations', labelKey: 'nav.organizations' },
  { platform: 'home', labelKey: 'nav.home' },
  { platform: 'subscribers', labelKey: 'nav.subscribers' },
  { platform: 'payments', labelKey: 'nav.payments' },
  { platform: 'cards', labelKey: 'nav.cards' },
  { platform: 'activities', labelKey: 'nav.activities' },
  // its label comes with the area's texts (features/campaigns/locales), not the login page's
  { platform: 'campaigns', labelKey: 'campaigns.nav' },
  // members' assemblies: the back office and the chair's view; the label comes with the area's texts
  { platform: 'assemblies', labelKey: 'assemblies.nav' },
  // the QR scanner: every back-office role; its label comes with its area's texts too
  { platform: 'scanner', labelKey: 'scanner.nav' },
  { platform: 'contracts', labelKey: 'nav.contracts' },
  { platform: 'advanced-search', labelKey: 'nav.advancedSearch' },
  { platform: 'requests', labelKey: 'nav.requests' },
  { platform: 'settings', labelKey: 'nav.settings' },
  { platform: 'my-area', labelKey: 'nav.myArea' },
  { platform: 'my-data', labelKey: 'nav.myData' },
  { platform: 'my-payments', labelKey: 'nav.myPayments' },
  { platform: 'change-user', labelKey: 'nav.changeUser' },
  { platform: 'change-pass', labelKey: 'nav.changePass' },
];

/** Areas that exist only while a preference is on: hidden from the navigation and closed while it is off. */
export const PLATFORM_FEATURE: Partial<Record<Platform, PreferenceFlag>> = {
  activities: 'activitiesAndTickets',
};

/**
 * Whether the organization's preferences open the area to `role`: an area behind a feature while it is on, the QR
 * scanner to the roles the organization keeps on it (scanner/scannerRoles.ts). Unknown preferences (still loading)
 * close nothing; the API checks again.
 */
export function platformEnabled(
  platform: Platform,
  preferences: (Readonly<Record<PreferenceFlag, boolean>> & { scannerRoles?: readonly string[] }) | null,
  role: Role,
): boolean {
  if (!preferences) return true;
  const feature = PLATFORM_FEATURE[platform];
  if (feature && !preferences[feature]) return false;
  return platform !== 'scanner' || scannerAllowed(role, preferences.scannerRoles);
}
