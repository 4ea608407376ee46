/**
 * Fixed ids of the demo data, for tests and scripts that need to name something the seed wrote.
 * No imports: any tool can load this file on its own.
 */
export const DEMO_PASSWORD = 'Tessera2026!';

export const AURORA_ORG_ID = 'aps-aurora';
export const TEVERE_ORG_ID = 'circolo-tevere';

/**
 * The demo association domains (`platform/hosts`): the two local addresses of the same web server show the two
 * demo associations side by side. In production the platform admin sets the domains (organizations add-domain).
 */
export const DEMO_HOSTS: Readonly<Record<string, string>> = { '127.0.0.1': AURORA_ORG_ID, localhost: TEVERE_ORG_ID };

/** The Aurora groups (places) the local admin `locale@aurora.demo` administers. */
export const AURORA_GROUP_ADMIN_GROUPS = ['grp-milano-centro', 'grp-milano-nord'] as const;
/** An Aurora group outside the local admin's scope, for negative tests. */
export const AURORA_GROUP_OUTSIDE_ADMIN = 'grp-bergamo';

/** Member ids are `m-<org>-<4 digits>`; these two are the demo logins' member records. */
export const SOCIO_MEMBER_ID = 'm-aurora-0001';
export const DOPPIO_MEMBER_ID = 'm-aurora-0002';

export const DEMO_EMAILS = {
  platform: 'platform@tessera.demo',
  auroraAdmin: 'admin@aurora.demo',
  auroraGroupAdmin: 'locale@aurora.demo',
  auroraManagement: 'gestione@aurora.demo',
  auroraStaff: 'staff@aurora.demo',
  auroraMember: 'socio@aurora.demo',
  tevereAdmin: 'admin@tevere.demo',
  /** one sign-in with two profiles: admin of Tevere and member of Aurora */
  twoProfiles: 'doppio@tessera.demo',
} as const;

export const DEMO_UIDS = {
  platform: 'demo-platform',
  auroraAdmin: 'demo-aurora-admin',
  auroraGroupAdmin: 'demo-aurora-locale',
  auroraManagement: 'demo-aurora-gestione',
  auroraStaff: 'demo-aurora-staff',
  auroraMember: 'demo-aurora-socio',
  tevereAdmin: 'demo-tevere-admin',
  twoProfiles: 'demo-doppio',
} as const;
