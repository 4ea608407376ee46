import { orgCol } from '@tessera/domain/paths';
import { collection, query, where, type Firestore } from 'firebase/firestore';
import { holds, isSelf, nobody } from '../rules/support/access';
import { useRulesEnv } from '../rules/support/env';
import { CLOSED_ASSEMBLY_ID, DRAFT_ASSEMBLY_ID, ORGS, SAMPLE_ID } from '../rules/support/fixtures';
import type { Principal } from '../rules/support/principals';
import { readTable, type ListCase } from '../rules/support/table';

// Members' assemblies: the back office reads them whole; a member reads the convened ones, the statute's rules and
// their own records; ballots nobody reads from the browser, and a voter's marker only its voter.
const env = useRulesEnv();
const assembly = (org: string) => `${orgCol(org, 'assemblies')}/${SAMPLE_ID.assemblies}`;
const reader = (p: Principal, org: string) => holds(p, org, 'assemblies.read');
const memberOf = (p: Principal, org: string) => p.claims?.org === org && typeof p.claims.member === 'string';
const under = (db: Firestore, org: string, sub: string) => collection(db, `${assembly(org)}/${sub}`);

readTable('assemblies', env, {
  gets: ORGS.flatMap((org) => [
    { label: `get org ${org} convened assembly`, path: assembly(org), allowed: (p: Principal) => reader(p, org) || memberOf(p, org) },
    {
      label: `get org ${org} draft assembly`,
      path: `${orgCol(org, 'assemblies')}/${DRAFT_ASSEMBLY_ID}`,
      allowed: (p: Principal) => reader(p, org),
    },
    {
      label: `get org ${org} statute rules`,
      path: `${orgCol(org, 'assemblyRules')}/${SAMPLE_ID.assemblyRules}`,
      allowed: (p: Principal) => reader(p, org) || memberOf(p, org),
    },
  ]),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} assemblies`, query: (db) => collection(db, orgCol(org, 'assemblies')), allowed: (p) => reader(p, org) },
    {
      label: `list org ${org} convened assemblies`,
      query: (db) => query(collection(db, orgCol(org, 'assemblies')), where('status', '==', 'CONVENED')),
      allowed: (p) => reader(p, org) || memberOf(p, org),
    },
  ]),
});

readTable('assembly records', env, {
  gets: ORGS.flatMap((org) => [
    ...(['entitlements', 'attendance'] as const).map((sub) => ({
      label: `get org ${org} ${sub} of mA1`,
      path: `${assembly(org)}/${sub}/mA1`,
      allowed: (p: Principal) => reader(p, org) || isSelf(p, org, 'mA1'),
    })),
    {
      label: `get org ${org} exception for mA1`,
      path: `${assembly(org)}/exceptions/mA1`,
      allowed: (p: Principal) => reader(p, org),
    },
    {
      label: `get org ${org} proxy of mA2 held by mA1`,
      path: `${assembly(org)}/proxies/mA2`,
      allowed: (p: Principal) => reader(p, org) || isSelf(p, org, 'mA2') || isSelf(p, org, 'mA1'),
    },
    {
      label: `get org ${org} proxies held by mA1`,
      path: `${assembly(org)}/holders/mA1`,
      allowed: (p: Principal) => reader(p, org) || isSelf(p, org, 'mA1'),
    },
    { label: `get org ${org} a secret ballot`, path: `${assembly(org)}/ballots/0f3a`, allowed: nobody },
    { label: `get org ${org} mA1's voter marker`, path: `${assembly(org)}/voters/2_mA1`, allowed: (p: Principal) => isSelf(p, org, 'mA1') },
    // whose ballot counted a member on an item: nobody's read, the back office's neither
    { label: `get org ${org} mA1's slot on an item`, path: `${assembly(org)}/counted/2_mA1`, allowed: nobody },
    {
      label: `get org ${org} the convocation as sent`,
      path: `${assembly(org)}/convocation/sent`,
      allowed: (p: Principal) => reader(p, org),
    },
    // the video meeting's address: never a member's read (attend gives it to those who join)
    {
      label: `get org ${org} the video meeting's address`,
      path: `${assembly(org)}/meeting/link`,
      allowed: (p: Principal) => reader(p, org),
    },
    { label: `get org ${org} the minutes' draft`, path: `${assembly(org)}/minutes/draft`, allowed: (p: Principal) => reader(p, org) },
    { label: `get org ${org} a vote's turnout shard`, path: `${assembly(org)}/turnout/1_3`, allowed: (p: Principal) => reader(p, org) },
    { label: `get org ${org} a vote's gate`, path: `${assembly(org)}/gates/1_3`, allowed: nobody },
    {
      label: `get org ${org} an entry of the attendance log`,
      path: `${assembly(org)}/attendanceLog/e1`,
      allowed: (p: Principal) => reader(p, org),
    },
    // approved minutes: every member of the organization (and no one of another)
    {
      label: `get org ${org} approved minutes`,
      path: `${orgCol(org, 'assemblies')}/${CLOSED_ASSEMBLY_ID}/minutes/draft`,
      allowed: (p: Principal) => reader(p, org) || memberOf(p, org),
    },
  ]),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} entitlements`, query: (db) => under(db, org, 'entitlements'), allowed: (p) => reader(p, org) },
    { label: `list org ${org} attendance`, query: (db) => under(db, org, 'attendance'), allowed: (p) => reader(p, org) },
    { label: `list org ${org} ballots`, query: (db) => under(db, org, 'ballots'), allowed: nobody },
    { label: `list org ${org} voters`, query: (db) => under(db, org, 'voters'), allowed: nobody },
    { label: `list org ${org} members counted`, query: (db) => under(db, org, 'counted'), allowed: nobody },
    { label: `list org ${org} convocation`, query: (db) => under(db, org, 'convocation'), allowed: (p) => reader(p, org) },
    { label: `list org ${org} meeting`, query: (db) => under(db, org, 'meeting'), allowed: (p) => reader(p, org) },
    { label: `list org ${org} minutes`, query: (db) => under(db, org, 'minutes'), allowed: (p) => reader(p, org) },
    {
      label: `list org ${org} an item's turnout`,
      query: (db) => query(under(db, org, 'turnout'), where('item', '==', '1')),
      allowed: (p) => reader(p, org),
    },
    {
      label: `list org ${org} approved minutes`,
      query: (db) => query(collection(db, `${orgCol(org, 'assemblies')}/${CLOSED_ASSEMBLY_ID}/minutes`), where('status', '==', 'APPROVED')),
      allowed: (p) => reader(p, org) || memberOf(p, org),
    },
    {
      label: `list org ${org} proxies held by mA1`,
      query: (db) => query(under(db, org, 'proxies'), where('holder', '==', 'mA1')),
      allowed: (p) => reader(p, org) || isSelf(p, org, 'mA1'),
    },
  ]),
});

readTable('the book of assembly meetings', env, {
  gets: ORGS.flatMap((org) => [
    {
      label: `get org ${org} book entry 1`,
      path: `${orgCol(org, 'assemblyBookEntries')}/${SAMPLE_ID.assemblyBookEntries}`,
      allowed: (p: Principal) => reader(p, org),
    },
    {
      label: `get org ${org} book head`,
      path: `${orgCol(org, 'assemblyBook')}/${SAMPLE_ID.assemblyBook}`,
      allowed: (p: Principal) => reader(p, org),
    },
  ]),
  lists: ORGS.flatMap((org): ListCase[] => [
    {
      label: `list org ${org} book entries`,
      query: (db) => collection(db, orgCol(org, 'assemblyBookEntries')),
      allowed: (p) => reader(p, org),
    },
  ]),
});
