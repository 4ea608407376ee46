import { orgCol } from '@tessera/domain/paths';
import { collection, query, where, type Firestore } from 'firebase/firestore';
import { holds } from '../rules/support/access';
import { useRulesEnv } from '../rules/support/env';
import { ORGS, SAMPLE_ID } from '../rules/support/fixtures';
import type { Principal } from '../rules/support/principals';
import { readTable, type ListCase } from '../rules/support/table';

// The QR scanner's records: its log and the members' fidelity points. Redemptions are server only
// (rules/closed.rules.test.ts).
const env = useRulesEnv();

// The scan log: the campaign area's roles read every scan (analytics), any scanner its own; a list asks for one or the other.
const scans = (db: Firestore, org: string) => collection(db, orgCol(org, 'scans'));
const ownScan = (p: Principal, org: string) => holds(p, org, 'scanner.use') && p.uid === 'org-a';
readTable('scans', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} scan by org-a`,
    path: `${orgCol(org, 'scans')}/${SAMPLE_ID.scans}`,
    allowed: (p: Principal) => holds(p, org, 'campaigns.manage') || ownScan(p, org),
  })),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} unfiltered`, query: (db) => scans(db, org), allowed: (p) => holds(p, org, 'campaigns.manage') },
    {
      label: `list org ${org} uid == org-a`,
      query: (db) => query(scans(db, org), where('uid', '==', 'org-a')),
      allowed: (p) => holds(p, org, 'campaigns.manage') || ownScan(p, org),
    },
  ]),
});

// Fidelity points by member id: the back office, and the member their own.
readTable('points', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} points of mA1`,
    path: `${orgCol(org, 'points')}/${SAMPLE_ID.points}`,
    allowed: (p: Principal) => holds(p, org, 'scanner.use') || (p.claims?.org === org && p.claims.member === SAMPLE_ID.points),
  })),
  lists: ORGS.map((org) => ({
    label: `list org ${org} points`,
    query: (db: Firestore) => collection(db, orgCol(org, 'points')),
    allowed: (p: Principal) => holds(p, org, 'scanner.use'),
  })),
});

// Door devices: whoever manages the door sees every device, a scanner its own (a list asks for one or the other).
const devices = (db: Firestore, org: string) => collection(db, orgCol(org, 'doorDevices'));
const ownDevice = (p: Principal, org: string) => holds(p, org, 'scanner.use') && p.uid === 'org-a';
readTable('doorDevices', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} device of org-a`,
    path: `${orgCol(org, 'doorDevices')}/${SAMPLE_ID.doorDevices}`,
    allowed: (p: Principal) => holds(p, org, 'scanner.devices') || ownDevice(p, org),
  })),
  lists: ORGS.flatMap((org): ListCase[] => [
    { label: `list org ${org} devices`, query: (db) => devices(db, org), allowed: (p) => holds(p, org, 'scanner.devices') },
    {
      label: `list org ${org} uid == org-a`,
      query: (db) => query(devices(db, org), where('uid', '==', 'org-a')),
      allowed: (p) => holds(p, org, 'scanner.devices') || ownDevice(p, org),
    },
  ]),
});

// Conflicts between door devices: the back office, for the event's page.
readTable('doorConflicts', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} conflict`,
    path: `${orgCol(org, 'doorConflicts')}/${SAMPLE_ID.doorConflicts}`,
    allowed: (p: Principal) => holds(p, org, 'scanner.use'),
  })),
  lists: ORGS.map((org) => ({
    label: `list org ${org} conflicts`,
    query: (db: Firestore) => collection(db, orgCol(org, 'doorConflicts')),
    allowed: (p: Principal) => holds(p, org, 'scanner.use'),
  })),
});
