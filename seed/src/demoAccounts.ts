import type { Role } from '@tessera/domain/roles';
import {
  AURORA_GROUP_ADMIN_GROUPS,
  AURORA_ORG_ID,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  DEMO_UIDS,
  DOPPIO_MEMBER_ID,
  SOCIO_MEMBER_ID,
  TEVERE_ORG_ID,
} from './demoIds';

export interface DemoProfileDef {
  orgId: string;
  role: Role;
  /** only for the `group` role */
  groups: readonly string[];
  memberId: string | null;
}

export interface DemoAccountDef {
  uid: string;
  email: string;
  /** who this login is, for the printed table */
  label: string;
  phone: string | null;
  profiles: DemoProfileDef[];
}

const profile = (orgId: string, role: Role, extra: Partial<Pick<DemoProfileDef, 'groups' | 'memberId'>> = {}): DemoProfileDef => ({
  orgId,
  role,
  groups: extra.groups ?? [],
  memberId: extra.memberId ?? null,
});

/** One login per role, plus one sign-in that holds two profiles in two organizations (the profile chooser). */
export const DEMO_ACCOUNTS: readonly DemoAccountDef[] = [
  {
    uid: DEMO_UIDS.platform,
    email: DEMO_EMAILS.platform,
    label: 'Platform admin',
    phone: null,
    profiles: [profile(AURORA_ORG_ID, 'platform')],
  },
  {
    uid: DEMO_UIDS.auroraAdmin,
    email: DEMO_EMAILS.auroraAdmin,
    label: 'Organization admin (Aurora)',
    phone: '+39 347 1200001',
    profiles: [profile(AURORA_ORG_ID, 'organization')],
  },
  {
    uid: DEMO_UIDS.auroraGroupAdmin,
    email: DEMO_EMAILS.auroraGroupAdmin,
    label: 'Group admin (Aurora: Milano Centro, Milano Nord)',
    phone: null,
    profiles: [profile(AURORA_ORG_ID, 'group', { groups: AURORA_GROUP_ADMIN_GROUPS })],
  },
  {
    uid: DEMO_UIDS.auroraManagement,
    email: DEMO_EMAILS.auroraManagement,
    label: 'Management user (Aurora)',
    phone: null,
    profiles: [profile(AURORA_ORG_ID, 'management')],
  },
  {
    uid: DEMO_UIDS.auroraStaff,
    email: DEMO_EMAILS.auroraStaff,
    label: 'Staff user (Aurora)',
    phone: null,
    profiles: [profile(AURORA_ORG_ID, 'staff')],
  },
  {
    uid: DEMO_UIDS.auroraMember,
    email: DEMO_EMAILS.auroraMember,
    label: 'Member (Aurora)',
    phone: null,
    profiles: [profile(AURORA_ORG_ID, 'member', { memberId: SOCIO_MEMBER_ID })],
  },
  {
    uid: DEMO_UIDS.tevereAdmin,
    email: DEMO_EMAILS.tevereAdmin,
    label: 'Organization admin (Tevere)',
    phone: '+39 338 5200001',
    profiles: [profile(TEVERE_ORG_ID, 'organization')],
  },
  {
    uid: DEMO_UIDS.twoProfiles,
    email: DEMO_EMAILS.twoProfiles,
    label: 'Two profiles: admin (Tevere) + member (Aurora)',
    phone: null,
    profiles: [profile(TEVERE_ORG_ID, 'organization'), profile(AURORA_ORG_ID, 'member', { memberId: DOPPIO_MEMBER_ID })],
  },
];

/** What `npm start` and the seed print: who to sign in as. */
export const DEMO_LOGINS: readonly { email: string; password: string; label: string }[] = DEMO_ACCOUNTS.map((a) => ({
  email: a.email,
  password: DEMO_PASSWORD,
  label: a.label,
}));
