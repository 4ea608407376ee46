import { accountPath, col, profilePath } from '@tessera/domain/paths';
import { collection, query, where, type Firestore } from 'firebase/firestore';
import { holds, isPlatform } from './support/access';
import { useRulesEnv } from './support/env';
import { ACCOUNT_OWNERS, ORGS, PROFILES } from './support/fixtures';
import { memberA1, ORG_A, type Principal } from './support/principals';
import { readTable, type GetCase, type ListCase } from './support/table';

// Sign-in data outside the organizations. Self-reads are not in the matrix, so they are stated here:
// everybody signed in reads their own account and profiles (also before choosing a profile, to choose one).
const env = useRulesEnv();

readTable('accounts', env, {
  gets: ACCOUNT_OWNERS.map((owner): GetCase => ({
    label: `get the account of ${owner.label}`,
    path: accountPath(owner.uid!),
    allowed: (p) => p.uid === owner.uid || isPlatform(p),
  })),
  // Only the platform lists accounts: they belong to no organization an admin could be limited to.
  lists: [{ label: 'list unfiltered', query: (db) => collection(db, col.accounts), allowed: isPlatform }],
});

/** Profiles are organization settings: read by who manages the settings of the profile's organization. */
const managesSettingsIn = (p: Principal, org: string) => holds(p, org, 'settings.manage');
// A query that does not fix the organization may return profiles of any of them.
const managesSettingsEverywhere = (p: Principal) => ORGS.every((org) => managesSettingsIn(p, org));
const profiles = (db: Firestore) => collection(db, col.profiles);

readTable('profiles', env, {
  gets: PROFILES.map((prof): GetCase => ({
    label: `get profile ${prof.id} (org ${prof.orgId})`,
    path: profilePath(prof.id),
    allowed: (p) => p.uid === prof.uid || managesSettingsIn(p, prof.orgId),
  })),
  lists: [
    {
      label: `list uid == ${memberA1.uid} (the member's own profiles)`,
      query: (db) => query(profiles(db), where('uid', '==', memberA1.uid)),
      allowed: (p) => p.uid === memberA1.uid || managesSettingsEverywhere(p),
    },
    ...ORGS.map((org): ListCase => ({
      label: `list orgId == ${org}`,
      query: (db) => query(profiles(db), where('orgId', '==', org)),
      allowed: (p) => managesSettingsIn(p, org),
    })),
    { label: 'list unfiltered', query: profiles, allowed: managesSettingsEverywhere },
    {
      // Both filters: still only one's own, or the organization's settings manager.
      label: `list uid == ${memberA1.uid} and orgId == ${ORG_A}`,
      query: (db) => query(profiles(db), where('uid', '==', memberA1.uid), where('orgId', '==', ORG_A)),
      allowed: (p) => p.uid === memberA1.uid || managesSettingsIn(p, ORG_A),
    },
  ],
});
