import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { prefixTokens } from '@tessera/domain/lists/searchTokens';
import {
  accountPath,
  col,
  groupMemberCounter,
  orgCol,
  orgPath,
  ORG_MEMBER_COUNTER,
  profilePath,
  type OrgCollection,
  ORG_PAYMENT_COUNTER,
  groupPaymentCounter,
} from '@tessera/domain/paths';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { memberA1, noProfile, ORG_A, ORG_B, orgAdminA, PRINCIPALS, type Principal } from './principals';

/**
 * The documents the rules tests read and write, the same shape in both organizations.
 * Only the fields the rules look at matter; the rest is left out.
 */
export const ORGS = [ORG_A, ORG_B] as const;

/** A member and its records (card, payment, registrations), which carry its id and group. */
export interface MemberRecord {
  id: string;
  group: string;
}

/** Per organization: a member inside the group admin's groups (g1) and one outside (g3). */
export const MEMBERS: Record<string, readonly [MemberRecord, MemberRecord]> = {
  [ORG_A]: [
    { id: 'mA1', group: 'g1' },
    { id: 'mA2', group: 'g3' },
  ],
  // mA1 again on purpose: member ids are only unique per organization, and org A's mA1 must not read org B's.
  [ORG_B]: [
    { id: 'mB1', group: 'g1' },
    { id: 'mA1', group: 'g3' },
  ],
};

export const cardId = (m: MemberRecord) => `card-${m.id}`;
export const paymentId = (m: MemberRecord) => `pay-${m.id}`;
export const requestId = (m: MemberRecord) => `refund-pay-${m.id}`;
export const registrationId = (m: MemberRecord) => `reg-${m.id}`;

export const SALES = [
  { id: 'sale-online', visibleOnline: true },
  { id: 'sale-hidden', visibleOnline: false },
] as const;

export const CUSTOM_FIELDS = [
  { id: 'cf-shown', visibleToMember: true },
  { id: 'cf-hidden', visibleToMember: false },
] as const;

/** The organization's counter (no group) and two groups' counters, one outside the group admin's groups. */
export const COUNTERS = [
  { id: ORG_MEMBER_COUNTER, group: null },
  { id: groupMemberCounter('g1'), group: 'g1' },
  { id: groupMemberCounter('g3'), group: 'g3' },
  { id: ORG_PAYMENT_COUNTER, group: null },
  { id: groupPaymentCounter('g1'), group: 'g1' },
  { id: groupPaymentCounter('g3'), group: 'g3' },
] as const;

export const FILE_ID = 'file-1';
export const CHUNK_ID = '0';
export const PROCESSED_EVENT_ID = 'evt-1';
/** Top-level collections only the functions touch (codes, rate limits, the local checkout and charges, activation tickets, reset requests, wallet registrations); each holds doc x-1. */
export const SERVER_ONLY = [
  'verificationCodes',
  'rateLimits',
  'localCheckoutSessions',
  'localCustomers',
  'localPaymentIntents',
  'localSubscriptions',
  'activationChecks',
  'passwordResetRequests',
  // Apple devices registered for pass updates, and the emulator's record of wallet calls (cards/wallet/)
  'appleWalletRegistrations',
  'devWalletCalls',
  // the installation's own documents: the association domains (platform/hosts), which pages read through the API's file
  'platform',
] as const;

/** One existing document per organization collection; typed so a collection added to ORG_COLLECTIONS needs a fixture here. */
export const SAMPLE_ID: Record<OrgCollection, string> = {
  members: 'mA1',
  cards: 'card-mA1',
  payments: 'pay-mA1',
  requests: 'refund-pay-mA1',
  paymentAccounts: 'mA1',
  verifications: 'verif-1',
  renewalCharges: '2025_mA1',
  carts: 'cartA1',
  checkoutTurns: 'mA1',
  sales: 'sale-online',
  conventions: 'conv-1',
  listValues: 'lv-1',
  customFields: 'cf-shown',
  searches: 'search-1',
  searchExports: 'export-1',
  operations: 'op-1',
  campaigns: 'campaign-1',
  scans: 'scan-by-org-a',
  doorDevices: 'device-of-org-a',
  doorConflicts: 'conflict-1',
  redemptions: 'campaign_campaign-1_r-1',
  points: 'mA1',
  mailSenders: 'sender-1',
  mail: 'mail-1',
  mailshots: 'mailshot-1',
  suppressions: 'key-1',
  softBounces: 'key-1',
  counters: ORG_MEMBER_COUNTER,
  files: FILE_ID,
  uploads: 'upload-1',
  uploadMappings: 'mapping-1',
  signups: 'signup-1',
  audit: 'audit-1',
  deceasedNotices: 'org-x_m9_mA1',
  uniques: 'email:a%40b.it',
  searchShards: '0',
  billing: 'subscription',
  summaries: 'listNames',
  registerEntries: '0000000001',
  register: 'head',
  registerUnresolved: '0000000001',
  registerMembers: 'mA1',
  registerFees: 'pA1',
  registerQueue: 'member-mA1',
  registerDrain: 'lease',
  erasures: 'mA9',
  archiveJobs: 'archive-1',
  assemblies: 'assembly-convened',
  assemblyRules: 'statute',
  assemblyBookEntries: '0000000001',
  assemblyBook: 'head',
};

/** A draft assembly beside the convened one (SAMPLE_ID.assemblies): members read only the convened. */
export const DRAFT_ASSEMBLY_ID = 'assembly-draft';
/** A closed assembly whose minutes are approved: members read those minutes, not the convened one's draft. */
export const CLOSED_ASSEMBLY_ID = 'assembly-closed';

/** A saved search private to the organization admin of each organization's fixtures (uid org-a). */
export const PRIVATE_SEARCH_ID = 'search-private';

/** Accounts seeded: one per principal whose account the tests read. */
export const ACCOUNT_OWNERS: readonly Principal[] = [memberA1, noProfile, orgAdminA];

/**
 * Profiles seeded: one per principal whose token names a profile, granting what its token says (the rules read nothing
 * for a profile that is gone or grants another role; `removedAdmin` is the one whose profile is not seeded). The no-profile user has none by definition.
 */
export const PROFILES = PRINCIPALS.filter((p) => p.claims !== null).map((p) => ({
  id: p.claims!.pid,
  uid: p.uid!,
  orgId: p.claims!.org,
  role: p.claims!.role,
  groups: p.claims!.groups,
}));

function orgDocs(org: string): [string, Record<string, unknown>][] {
  const at = (name: OrgCollection, id: string) => `${orgCol(org, name)}/${id}`;
  const members = MEMBERS[org]!;
  const docs: [string, Record<string, unknown>][] = [[orgPath(org), { name: `Org ${org}` }]];
  for (const m of members) {
    docs.push([at('members', m.id), { group: m.group, name: m.id }]);
    docs.push([at('cards', cardId(m)), { memberId: m.id, group: m.group }]);
    docs.push([at('payments', paymentId(m)), { memberId: m.id, group: m.group }]);
    docs.push([at('requests', requestId(m)), { memberId: m.id, group: m.group, type: 'REFUND', status: 'PENDING' }]);
  }
  for (const s of SALES) {
    // with the list fields the members' shop filters on (entities/sale.ts saleListFields), so its queries find it
    const shopFields = {
      type: 'ACTIVITY',
      period: 'open',
      free: true,
      seatsFree: true,
      searchTokens: prefixTokens(['Gita']),
      sortKeys: { name: 'gita', saleDate: '2026-07-10' },
    };
    docs.push([at('sales', s.id), { visibleOnline: s.visibleOnline, ...shopFields }]);
    for (const m of members) docs.push([`${at('sales', s.id)}/registrations/${registrationId(m)}`, { memberId: m.id, group: m.group }]);
    // the waiting list: the back office reads it (group admins their groups'), not even its own member does
    for (const m of members) docs.push([`${at('sales', s.id)}/waitlist/${m.id}`, { memberId: m.id, group: m.group, status: 'WAITING' }]);
  }
  for (const f of CUSTOM_FIELDS) docs.push([at('customFields', f.id), { visibleToMember: f.visibleToMember }]);
  for (const c of COUNTERS) docs.push([at('counters', c.id), { group: c.group, total: 1 }]);
  for (const name of [
    'listValues',
    'conventions',
    'operations',
    'campaigns',
    'mailSenders',
    'mail',
    'mailshots',
    'suppressions',
    'uploads',
    'uploadMappings',
    'signups',
    'audit',
    'deceasedNotices',
    'uniques',
    'searchShards',
    'summaries',
    'verifications',
    'paymentAccounts',
    'renewalCharges',
    'carts',
    'checkoutTurns',
    'billing',
    'redemptions',
    'softBounces',
    'registerEntries',
    'register',
    'registerUnresolved',
    'registerMembers',
    'registerFees',
    'registerQueue',
    'registerDrain',
    'erasures',
    'archiveJobs',
    'doorConflicts',
    'assemblyBookEntries',
    'assemblyBook',
  ] as const) {
    docs.push([at(name, SAMPLE_ID[name]), { name }]);
  }
  docs.push([`${at('verifications', SAMPLE_ID.verifications)}/report/mA1`, { memberId: 'mA1' }]);
  docs.push([`${at('campaigns', SAMPLE_ID.campaigns)}/registrations/r-1`, { email: 'a@b.it' }]);
  // a mailshot's delivery, count shard and stored batch of recipients
  for (const sub of ['deliveries', 'counts', 'batches']) docs.push([`${at('mailshots', SAMPLE_ID.mailshots)}/${sub}/x`, { sub }]);
  // saved searches: one shared with the organization, one private to the organization admin (org-a)
  docs.push([at('searches', SAMPLE_ID.searches), { name: 'shared', shared: true, ownerUid: 'someone-else' }]);
  docs.push([at('searches', PRIVATE_SEARCH_ID), { name: 'private', shared: false, ownerUid: 'org-a' }]);
  // a background download of a search, asked for by the organization admin (org-a)
  docs.push([at('searchExports', SAMPLE_ID.searchExports), { ownerUid: 'org-a', status: 'DONE', done: 1, total: 1 }]);
  // a scan made by the organization admin (uid org-a), and a member's fidelity points
  docs.push([at('scans', SAMPLE_ID.scans), { uid: 'org-a', result: 'VALID' }]);
  docs.push([at('points', SAMPLE_ID.points), { memberId: SAMPLE_ID.points, points: 100 }]);
  docs.push([at('doorDevices', SAMPLE_ID.doorDevices), { uid: 'org-a', name: 'Ingresso A' }]);
  // an assembly convened and one in draft; under the convened one each member's records: mA1 holds mA2's proxy and
  // has voted on the secret item 2 (its choice sealed in its marker; the ballot, as stored before seals, names no one)
  const assembly = at('assemblies', SAMPLE_ID.assemblies);
  docs.push([assembly, { status: 'CONVENED', title: 'Assemblea' }]);
  docs.push([at('assemblies', DRAFT_ASSEMBLY_ID), { status: 'DRAFT', title: 'Bozza' }]);
  docs.push([at('assemblyRules', SAMPLE_ID.assemblyRules), { noticeDays: 8 }]);
  for (const m of members) {
    docs.push([`${assembly}/entitlements/${m.id}`, { memberId: m.id, entitled: true, reason: null }]);
    docs.push([`${assembly}/attendance/${m.id}`, { memberId: m.id, present: true, mode: 'HALL' }]);
  }
  docs.push([`${assembly}/exceptions/mA1`, { memberId: 'mA1', note: 'Quota versata con bonifico', by: 'org-a' }]);
  docs.push([`${assembly}/proxies/mA2`, { giver: 'mA2', holder: 'mA1', paper: false }]);
  docs.push([`${assembly}/holders/mA1`, { count: 1, givers: ['mA2'] }]);
  docs.push([`${assembly}/ballots/0f3a`, { item: '2', choice: 'YES', weight: 2 }]);
  docs.push([`${assembly}/voters/2_mA1`, { item: '2', memberId: 'mA1', sealed: 'q3Jx0p9v2m7c1k8f4h6s5d0a9b8c7d6e5f4a3b2c1d0e' }]);
  // the slot that says mA1 is counted on item 2 (by whose ballot, not)
  docs.push([`${assembly}/counted/2_mA1`, { item: '2' }]);
  docs.push([`${assembly}/gates/1_3`, { item: '1', open: true }]);
  docs.push([`${assembly}/attendanceLog/e1`, { memberId: 'mA1', present: true, mode: 'HALL', at: new Date(0) }]);
  docs.push([`${assembly}/turnout/1_3`, { item: '1', cast: 4, weight: 5 }]);
  docs.push([`${assembly}/convocation/sent`, { state: 'SENT', memberIds: ['mA1', 'mA2'], recipients: 2 }]);
  docs.push([`${assembly}/meeting/link`, { url: 'https://meet.example.org/assemblea' }]);
  docs.push([`${assembly}/minutes/draft`, { status: 'DRAFT', seq: null }]);
  docs.push([at('assemblies', CLOSED_ASSEMBLY_ID), { status: 'CLOSED', title: 'Assemblea chiusa' }]);
  docs.push([`${at('assemblies', CLOSED_ASSEMBLY_ID)}/minutes/draft`, { status: 'APPROVED', seq: 1 }]);
  docs.push([at('files', FILE_ID), { chunks: 1 }]);
  docs.push([`${at('files', FILE_ID)}/chunks/${CHUNK_ID}`, { data: 'AAAA' }]);
  return docs;
}

function topLevelDocs(): [string, Record<string, unknown>][] {
  return [
    ...ACCOUNT_OWNERS.map((p): [string, Record<string, unknown>] => [accountPath(p.uid!), { uid: p.uid }]),
    ...PROFILES.map((p): [string, Record<string, unknown>] => [
      profilePath(p.id),
      { uid: p.uid, orgId: p.orgId, role: p.role, groups: p.groups },
    ]),
    [`${col.processedEvents}/${PROCESSED_EVENT_ID}`, { at: 1 }],
    ...SERVER_ONLY.map((name): [string, Record<string, unknown>] => [`${col[name]}/x-1`, { at: 1 }]),
  ];
}

export async function seedFixtures(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const all = [...ORGS.flatMap(orgDocs), ...topLevelDocs()];
    await Promise.all(all.map(([path, data]) => setDoc(doc(db, path), data)));
  });
}
