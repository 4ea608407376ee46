import { can, type Permission } from '@tessera/domain/permissions';
import { col, orgCol, orgPath, type OrgCollection } from '@tessera/domain/paths';
import { collection, documentId, query, where, type Firestore } from 'firebase/firestore';
import { holds, inOrg } from './support/access';
import { useRulesEnv } from './support/env';
import { CUSTOM_FIELDS, ORGS, PRIVATE_SEARCH_ID, SAMPLE_ID } from './support/fixtures';
import { ORG_A, type Principal } from './support/principals';
import { readTable, type GetCase, type ListCase } from './support/table';

// The organization document and the organization's records that carry no group: who reads them
// depends on the role only, never on a scope.
const env = useRulesEnv();

const orgs = (db: Firestore) => collection(db, col.organizations);

readTable('organizations', env, {
  // The organization document is the configuration every profile of it needs.
  gets: ORGS.map((org): GetCase => ({ label: `get org ${org}`, path: orgPath(org), allowed: (p) => holds(p, org, 'configs.read') })),
  lists: [
    {
      label: 'list every organization',
      query: orgs,
      allowed: (p) => p.claims !== null && can(p.claims.role, 'organizations.manage'),
    },
    {
      // A query on one document id is judged on that document, as a get would be.
      label: `list organizations id == ${ORG_A}`,
      query: (db) => query(orgs(db), where(documentId(), '==', ORG_A)),
      allowed: (p) => holds(p, ORG_A, 'configs.read'),
    },
  ],
});

/** Collections whose readers are a role list: the matrix's where one applies, else stated here. */
const BY_ROLE: readonly { name: OrgCollection; reads: (p: Principal, org: string) => boolean }[] = [
  { name: 'listValues', reads: (p, org) => holds(p, org, 'configs.read') },
  // The list values' names in one document: whoever reads the list values.
  { name: 'summaries', reads: (p, org) => holds(p, org, 'configs.read') },
  { name: 'conventions', reads: (p, org) => holds(p, org, 'conventions.read') },
  { name: 'campaigns', reads: (p, org) => holds(p, org, 'campaigns.manage') },
  // settings manage them; the mail roles pick one when they compose a mailshot
  { name: 'mailSenders', reads: (p, org) => holds(p, org, 'settings.manage') || holds(p, org, 'mail.send') },
  { name: 'mailshots', reads: (p, org) => holds(p, org, 'mail.send') },
  { name: 'suppressions', reads: (p, org) => holds(p, org, 'mail.send') },
  // The outgoing mail log: a settings matter, so management, which may send campaigns, does not read it.
  { name: 'mail', reads: (p, org) => holds(p, org, 'settings.manage') },
  // The audit trail: settings changes, deletions, propagations; browsed in settings.
  { name: 'audit', reads: (p, org) => holds(p, org, 'settings.manage') },
  // Deceased reports from other organizations: the general admins who decide them, no other role nor organization.
  { name: 'deceasedNotices', reads: (p, org) => holds(p, org, 'members.decideDeceased') },
  // The whole back office but group admins, since operations span groups and carry none to scope by.
  { name: 'operations', reads: (p, org) => holds(p, org, 'operations.read') },
  // The yearly fee verifications change members across groups: the roles that run them.
  { name: 'verifications', reads: (p, org) => holds(p, org, 'payments.verify') },
  // The register of members, its entries and its head: the organization-wide roles that verify and print it.
  { name: 'registerEntries', reads: (p, org) => holds(p, org, 'register.read') },
  { name: 'register', reads: (p, org) => holds(p, org, 'register.read') },
  { name: 'registerUnresolved', reads: (p, org) => holds(p, org, 'register.read') },
  // The association's exports and imports (their progress on the settings screen): the general admins who start them.
  { name: 'archiveJobs', reads: (p, org) => holds(p, org, 'archive.export') },
];

// A verification's report (what it changed, member by member): whoever reads the verification.
readTable('verifications/report', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} ${SAMPLE_ID.verifications}/report/mA1`,
    path: `${orgCol(org, 'verifications')}/${SAMPLE_ID.verifications}/report/mA1`,
    allowed: (p: Principal) => holds(p, org, 'payments.verify'),
  })),
  lists: ORGS.map((org) => ({
    label: `list org ${org} report`,
    query: (db: Firestore) => collection(db, `${orgCol(org, 'verifications')}/${SAMPLE_ID.verifications}/report`),
    allowed: (p: Principal) => holds(p, org, 'payments.verify'),
  })),
});

// A campaign's registrations (names and emails of the public who registered): the campaign area's roles.
readTable('campaigns/registrations', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} ${SAMPLE_ID.campaigns}/registrations/r-1`,
    path: `${orgCol(org, 'campaigns')}/${SAMPLE_ID.campaigns}/registrations/r-1`,
    allowed: (p: Principal) => holds(p, org, 'campaigns.manage'),
  })),
  lists: ORGS.map((org) => ({
    label: `list org ${org} registrations`,
    query: (db: Firestore) => collection(db, `${orgCol(org, 'campaigns')}/${SAMPLE_ID.campaigns}/registrations`),
    allowed: (p: Principal) => holds(p, org, 'campaigns.manage'),
  })),
});

// A mailshot's monitor (deliveries, count shards): the mail roles; its resolved recipients (batches): the server only.
for (const [sub, reads] of [
  ['deliveries', (p: Principal, org: string) => holds(p, org, 'mail.send')],
  ['counts', (p: Principal, org: string) => holds(p, org, 'mail.send')],
  ['batches', () => false],
] as const) {
  readTable(`mailshots/${sub}`, env, {
    gets: ORGS.map((org) => ({
      label: `get org ${org} ${SAMPLE_ID.mailshots}/${sub}/x`,
      path: `${orgCol(org, 'mailshots')}/${SAMPLE_ID.mailshots}/${sub}/x`,
      allowed: (p: Principal) => reads(p, org),
    })),
    lists: ORGS.map((org) => ({
      label: `list org ${org} ${sub}`,
      query: (db: Firestore) => collection(db, `${orgCol(org, 'mailshots')}/${SAMPLE_ID.mailshots}/${sub}`),
      allowed: (p: Principal) => reads(p, org),
    })),
  });
}

for (const c of BY_ROLE) {
  readTable(c.name, env, {
    gets: ORGS.map((org) => ({
      label: `get org ${org} ${SAMPLE_ID[c.name]}`,
      path: `${orgCol(org, c.name)}/${SAMPLE_ID[c.name]}`,
      allowed: (p: Principal) => c.reads(p, org),
    })),
    lists: ORGS.map((org) => ({
      label: `list org ${org} unfiltered`,
      query: (db: Firestore) => collection(db, orgCol(org, c.name)),
      allowed: (p: Principal) => c.reads(p, org),
    })),
  });
}

// Saved searches: whoever may search reads the shared ones, and the owner its private ones; a list must ask for one or
// the other (the rules cannot prove an unfiltered list safe).
const searches = (db: Firestore, org: string) => collection(db, orgCol(org, 'searches'));
const mayRead = (p: Principal, org: string) => holds(p, org, 'advancedSearch.use');
readTable('searches', env, {
  gets: ORGS.flatMap((org): GetCase[] => [
    { label: `get org ${org} shared`, path: `${orgCol(org, 'searches')}/${SAMPLE_ID.searches}`, allowed: (p) => mayRead(p, org) },
    {
      label: `get org ${org} private to org-a`,
      path: `${orgCol(org, 'searches')}/${PRIVATE_SEARCH_ID}`,
      allowed: (p) => mayRead(p, org) && p.uid === 'org-a',
    },
  ]),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} unfiltered`, query: (db) => searches(db, org), allowed: () => false },
    {
      label: `list org ${org} shared == true`,
      query: (db) => query(searches(db, org), where('shared', '==', true)),
      allowed: (p) => mayRead(p, org),
    },
  ]),
});

// A search's background download: only the admin who asked reads its progress, and a list must ask for its own.
const exports = (db: Firestore, org: string) => collection(db, orgCol(org, 'searchExports'));
readTable('searchExports', env, {
  gets: ORGS.map((org): GetCase => ({
    label: `get org ${org} asked by org-a`,
    path: `${orgCol(org, 'searchExports')}/${SAMPLE_ID.searchExports}`,
    allowed: (p) => mayRead(p, org) && p.uid === 'org-a',
  })),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} unfiltered`, query: (db) => exports(db, org), allowed: () => false },
    {
      label: `list org ${org} ownerUid == org-a`,
      query: (db) => query(exports(db, org), where('ownerUid', '==', 'org-a')),
      allowed: (p) => mayRead(p, org) && p.uid === 'org-a',
    },
  ]),
});

// Custom field definitions describe member records: the back office reads all of them (as it reads members);
// any profile of the organization reads those shown to members, which the matrix does not say.
const FIELDS_READ: Permission = 'members.read';
const readsField = (p: Principal, org: string, visibleToMember: boolean) =>
  holds(p, org, FIELDS_READ) || (visibleToMember && inOrg(p, org));
const fields = (db: Firestore, org: string) => collection(db, orgCol(org, 'customFields'));

readTable('customFields', env, {
  gets: ORGS.flatMap((org) =>
    CUSTOM_FIELDS.map((f): GetCase => ({
      label: `get org ${org} ${f.id} (visibleToMember ${f.visibleToMember})`,
      path: `${orgCol(org, 'customFields')}/${f.id}`,
      allowed: (p) => readsField(p, org, f.visibleToMember),
    })),
  ),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} unfiltered`, query: (db) => fields(db, org), allowed: (p) => readsField(p, org, false) },
    {
      label: `list org ${org} visibleToMember == true`,
      query: (db) => query(fields(db, org), where('visibleToMember', '==', true)),
      allowed: (p) => readsField(p, org, true),
    },
  ]),
});
