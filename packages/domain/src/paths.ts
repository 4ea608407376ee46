/**
 * Firestore paths, one source for functions, web, seed and tests.
 * The data model is documented in docs/data-model.md.
 */
export const col = {
  accounts: 'accounts',
  profiles: 'profiles',
  organizations: 'organizations',
  processedEvents: 'processedEvents',
  /** emailed verification codes, one per purpose and email (server only) */
  verificationCodes: 'verificationCodes',
  /** fixed-window request counters (server only) */
  rateLimits: 'rateLimits',
  /** card activations whose step 1 passed, waiting for step 2 (server only) */
  activationChecks: 'activationChecks',
  /** the local checkout's sessions when no Stripe key is set (emulator only) */
  localCheckoutSessions: 'localCheckoutSessions',
} as const;

export const ORG_COLLECTIONS = [
  'members',
  'cards',
  'payments',
  'sales',
  'conventions',
  'listValues',
  'customFields',
  'searches',
  'operations',
  'campaigns',
  'mailSenders',
  'mail',
  'counters',
  'files',
  'uploads',
  'signups',
  'uniques',
] as const;
export type OrgCollection = (typeof ORG_COLLECTIONS)[number];

export const accountPath = (uid: string) => `${col.accounts}/${uid}`;
export const profilePath = (profileId: string) => `${col.profiles}/${profileId}`;
export const orgPath = (orgId: string) => `${col.organizations}/${orgId}`;
export const orgCol = (orgId: string, name: OrgCollection) => `${orgPath(orgId)}/${name}`;
export const memberPath = (orgId: string, memberId: string) => `${orgCol(orgId, 'members')}/${memberId}`;
export const cardPath = (orgId: string, cardNumber: string) => `${orgCol(orgId, 'cards')}/${cardNumber}`;
/** The member keys kept unique by claim documents (server only); card numbers are unique by their card document's id. */
export const UNIQUE_MEMBER_KEYS = ['email', 'ssn'] as const;
export type UniqueMemberKey = (typeof UNIQUE_MEMBER_KEYS)[number];
/** The claim of one value (`uniques/email:anna%2Btessera%40gmail.com`): encoded, since an email may hold a '/'. */
export const uniquePath = (orgId: string, key: UniqueMemberKey, value: string) =>
  `${orgCol(orgId, 'uniques')}/${key}:${encodeURIComponent(value)}`;

/** Counter documents: one for the organization, one per group (group admins read only theirs). */
export const ORG_MEMBER_COUNTER = 'members';
export const groupMemberCounter = (groupId: string) => `members_group_${groupId}`;
export const counterPath = (orgId: string, counterId: string) => `${orgCol(orgId, 'counters')}/${counterId}`;

/** Profile ids are deterministic: one profile per account per organization and role. */
export const profileId = (uid: string, orgId: string, role: string) => `${uid}_${orgId}_${role}`;
