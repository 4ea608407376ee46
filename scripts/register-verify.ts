/**
 * Verifies an organization's register of members (libro degli associati) from the command line: recomputes the hash
 * chain of the stored entries with the same verifier as the screen and names the first entry that does not hold.
 *   npm run register:verify -- --org <id>
 * Against the emulators it finds them by TESSERA_PORT_OFFSET (as the other emulator scripts do) unless
 * FIRESTORE_EMULATOR_HOST is set; against a project, set GOOGLE_CLOUD_PROJECT and application-default credentials.
 * Exit code 0: the register holds; 1: it does not; 2: wrong arguments.
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorClientEnv } from './lib/emulators.mjs';
import { verifyStoredRegister } from '../functions/src/register/registerStore';

const { values } = parseArgs({ options: { org: { type: 'string' } } });
if (!values.org) {
  console.error('usage: npm run register:verify -- --org <organization id>');
  process.exit(2);
}
if (!process.env.GOOGLE_CLOUD_PROJECT && !process.env.FIRESTORE_EMULATOR_HOST) Object.assign(process.env, emulatorClientEnv());

const db = getFirestore(initializeApp());
const v = await verifyStoredRegister(db, values.org);
const FAULTS = {
  hash: 'its fields were changed after it was written',
  link: 'it does not follow the entry before it (that one was rewritten)',
  missing: 'it is missing (removed)',
  order: 'another entry stands in its place (moved or duplicated)',
  head: 'the register’s last entries were removed or rewritten',
} as const;
if (v.ok) {
  console.log(`register of ${values.org}: OK, ${v.count} entries, chain hash ${v.lastHash}`);
  process.exit(0);
}
console.log(`register of ${values.org}: NOT OK at entry ${v.seq}: ${FAULTS[v.fault]} (${v.count} entries verified before it)`);
process.exit(1);
