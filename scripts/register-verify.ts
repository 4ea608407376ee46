/**
 * Verifies an organization's register of members (libro degli associati) from the command line: recomputes the hash
 * chain of the stored entries with the same verifier as the screen and names the first entry that does not hold.
 *   npm run register:verify -- --org <id> [--file <copy.xlsx | copy.pdf>]
 * With --file it also checks a copy taken out earlier against the register as stored: an exported XLSX has its own
 * chain recomputed, then its last hash compared; a printed PDF has each page's footer hash compared (its text is read
 * with pdftotext, from poppler-utils). A register rewritten behind the API with every later hash recomputed verifies
 * on its own but no longer matches a copy taken before (docs/areas.md, the register).
 * Against the emulators it finds them by TESSERA_PORT_OFFSET (as the other emulator scripts do) unless
 * FIRESTORE_EMULATOR_HOST is set; against a project, set GOOGLE_CLOUD_PROJECT and application-default credentials.
 * Exit code 0: the register (and the copy) hold; 1: they do not; 2: wrong arguments or an unreadable file.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { verifyChain } from '@tessera/domain/register/chain';
import { checkCopy, printedCheckpoints, type CopyCheckpoint } from '@tessera/domain/register/printedCopy';
import { emulatorClientEnv } from './lib/emulators.mjs';
import { entryPages, verifyStoredRegister } from '../functions/src/register/registerStore';
import Excel from 'exceljs';
import { entriesFromSheet } from '../functions/src/register/sheetCopy';

const { values } = parseArgs({ options: { org: { type: 'string' }, file: { type: 'string' } } });
if (!values.org) {
  console.error('usage: npm run register:verify -- --org <organization id> [--file <copy.xlsx | copy.pdf>]');
  process.exit(2);
}
if (values.file && !/\.(xlsx|pdf)$/i.test(values.file)) {
  console.error('--file: an exported register (.xlsx) or a printed one (.pdf)');
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
if (!v.ok) {
  console.log(`register of ${values.org}: NOT OK at entry ${v.seq}: ${FAULTS[v.fault]} (${v.count} entries verified before it)`);
  process.exit(1);
}
console.log(`register of ${values.org}: OK, ${v.count} entries, chain hash ${v.lastHash}`);
if (!values.file) process.exit(0);

/** What the copy says the chain was, or the reason it cannot say. */
async function copyCheckpoints(file: string): Promise<CopyCheckpoint[]> {
  if (/\.pdf$/i.test(file)) {
    const points = printedCheckpoints(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
    if (points.length === 0) throw new Error('no page of the PDF carries the chain’s hash: not a printed register');
    return points;
  }
  // exceljs imported here rather than by sheetCopy.ts's loader: tsx cannot resolve that module's dynamic import
  const wb = new Excel.Workbook();
  await wb.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const entries = entriesFromSheet(wb.worksheets[0]);
  const own = verifyChain(entries);
  if (!own.ok) {
    console.log(`copy ${file}: NOT OK at entry ${own.seq}: ${FAULTS[own.fault]} in the file itself`);
    process.exit(1);
  }
  const last = entries.at(-1) as { seq: number; hash: string } | undefined;
  return last ? [{ page: 0, seq: last.seq, hash: last.hash }] : [];
}

let points: CopyCheckpoint[];
try {
  points = await copyCheckpoints(values.file);
} catch (e) {
  console.error(`copy ${values.file}: cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
const stored = new Map<number, string>();
for await (const page of entryPages(db, values.org)) for (const e of page) stored.set(e.seq as number, e.hash as string);
const copy = checkCopy(points, (seq) => stored.get(seq));
if (copy.ok) {
  console.log(`copy ${values.file}: OK, matches the register (${copy.checked} ${copy.checked === 1 ? 'checkpoint' : 'checkpoints'})`);
  process.exit(0);
}
const where = copy.page > 0 ? `page ${copy.page}, entry ${copy.seq}` : `entry ${copy.seq}`;
const why =
  copy.fault === 'beyond'
    ? 'the register has no such entry (its last entries were removed)'
    : 'the register’s hash there differs (rewritten since the copy was taken)';
console.log(`copy ${values.file}: NOT OK at ${where}: ${why}`);
process.exit(1);
