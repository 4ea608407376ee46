/**
 * The import's check at its largest, run by tests/bench/run.ts (row `importCheck`): an archive as large as an upload
 * may be (ARCHIVE_IMPORT_MAX_BYTES) is sent in pieces through POST /v1/organizations/import/piece as the screen sends
 * it, then checked as POST /v1/organizations/import checks it before creating anything (functions archive/readArchive.ts
 * openArchive, thorough: every part inflated, its lines counted against the manifest, its checksum verified), reading
 * the stored pieces by ranges. The request must answer within the API function's 120 s.
 *
 * The archive is the hardest one of that size to check: members' lines, which deflate about tenfold, so its parts
 * inflate to gigabytes (files' bytes, the usual bulk of a large archive, barely deflate). The check runs here, in this
 * process, with the functions' own code: the endpoint would go on to create an organization and queue an import of
 * millions of documents, which is not what this row measures.
 */
import { performance } from 'node:perf_hooks';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_IMPORT_MAX_BYTES,
  ARCHIVE_MANIFEST_FILE,
  ARCHIVE_SCHEMA_VERSION,
  archivePartFile,
  type ArchiveManifest,
} from '@tessera/domain/archive/manifest';
import { api } from '../support/api';
import { uploadInPieces } from '../support/archiveUpload';
import { principal } from '../bench/principals';

export interface ImportCheckBench {
  /** the archive's bytes, and what its parts inflate to */
  bytes: number;
  inflatedBytes: number;
  /** member lines in it */
  lines: number;
  /** sending its pieces through the piece endpoint, one after the other */
  uploadMs: number;
  /** the endpoint's check of the stored upload, read by ranges */
  checkMs: number;
  /** whether the check found the archive sound (it is) */
  accepted: boolean;
  /** this process's resident memory as the check began (the archive's own buffer in it) and at its peak during it */
  startRssMb: number;
  peakRssMb: number;
}

const NAMES = ['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'];
const FIRST = ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Andrea', 'Sara', 'Matteo', 'Elena', 'Davide'];
const CITIES = ['Roma', 'Milano', 'Napoli', 'Torino', 'Bologna', 'Firenze', 'Bari', 'Palermo', 'Genova', 'Verona'];

/** A member's line as the export writes one (path and data), varied as a register's members are. */
function memberLine(i: number): string {
  const surname = NAMES[i % NAMES.length]!;
  const name = FIRST[(i * 7) % FIRST.length]!;
  const city = CITIES[(i * 3) % CITIES.length]!;
  const data = {
    name,
    surname,
    email: `${name}.${surname}.${i}@example.it`.toLowerCase(),
    ssn: `${surname.slice(0, 3).toUpperCase()}${name.slice(0, 3).toUpperCase()}${String(50 + (i % 50))}A${String(1 + (i % 28)).padStart(2, '0')}H501${String.fromCharCode(65 + (i % 26))}`,
    cardNumber: String(100000 + i),
    birthDate: { $date: `19${String(40 + (i % 60)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}T00:00:00.000Z` },
    residence: {
      line: `Via ${NAMES[(i * 5) % NAMES.length]} ${1 + (i % 200)}`,
      city,
      zip: String(10000 + ((i * 37) % 89999)),
      state: 'RM',
    },
    phone: `+39 3${String(100000000 + ((i * 7919) % 899999999))}`,
    accountStatus: i % 17 === 0 ? 'SUSPENDED' : 'ACTIVE',
    group: `sede-${i % 12}`,
    category: i % 5 === 0 ? 'ordinario' : 'sostenitore',
    createdAt: { $date: new Date(Date.UTC(2015, 0, 1) + i * 60_000).toISOString() },
  };
  return `${JSON.stringify({ path: `members/m${String(i).padStart(8, '0')}`, data })}\n`;
}

/** A zip of `target` bytes at most (ARCHIVE_IMPORT_MAX_BYTES), members' lines in it, every other part present and empty. */
async function largestArchive(target: number): Promise<{ zip: Buffer; lines: number; inflated: number }> {
  const { ZipWriter } = await import('../../functions/src/archive/zip');
  const { ARCHIVE_PART_NAMES } = await import('../../functions/src/archive/readArchive');
  const chunks: Buffer[] = [];
  const zip = new ZipWriter(async (bytes) => void chunks.push(bytes));
  // room for the other entries, the manifest and the directory, and the deflate stream's own buffer at the end
  const stopAt = target - 2 * 1024 * 1024;
  const entry = zip.entry(archivePartFile('members'));
  let lines = 0;
  let inflated = 0;
  while (zip.size < stopAt) {
    const batch: string[] = [];
    for (let k = 0; k < 2000; k++) batch.push(memberLine(lines++));
    const bytes = Buffer.from(batch.join(''), 'utf8');
    inflated += bytes.length;
    await entry.write(bytes);
  }
  await entry.close();
  const counts: Record<string, number> = {};
  for (const name of ARCHIVE_PART_NAMES) {
    counts[name] = name === 'members' ? lines : 0;
    if (name !== 'members') await zip.add(archivePartFile(name), Buffer.alloc(0));
  }
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    schemaVersion: ARCHIVE_SCHEMA_VERSION,
    organization: { id: 'bench-import-check', name: 'Bench' },
    createdAt: new Date().toISOString(),
    toolVersion: 'bench',
    counts,
  };
  await zip.add(ARCHIVE_MANIFEST_FILE, Buffer.from(JSON.stringify(manifest), 'utf8'));
  await zip.finish();
  return { zip: Buffer.concat(chunks), lines, inflated };
}

/** null when no emulator is configured (run it through `npm run bench`). */
export async function benchImportCheck(target = ARCHIVE_IMPORT_MAX_BYTES): Promise<ImportCheckBench | null> {
  if (!process.env.FUNCTIONS_URL || !process.env.FIRESTORE_EMULATOR_HOST) return null;
  // the functions' parameters have no defaults outside their runtime: the emulators' file store, as .env.demo-tessera
  process.env.FILE_STORE ??= 'firestore';
  const { uploadedArchive, removeUpload } = await import('../../functions/src/archive/upload');
  const { openArchive } = await import('../../functions/src/archive/readArchive');
  const run = Math.random().toString(36).slice(2, 8);
  const uid = `bench-platform-${run}`;
  const token = await principal(`bench-import-${run}`, { uid, email: `${uid}@bench.test`, role: 'platform', memberId: null });
  const { zip, lines, inflated } = await largestArchive(target);

  const t0 = performance.now();
  const uploadId = await uploadInPieces((body) => api('POST', '/v1/organizations/import/piece', { token, body }), zip);
  const uploadMs = performance.now() - t0;

  (globalThis as { gc?: () => void }).gc?.();
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t1 = performance.now();
  let accepted: boolean;
  try {
    const upload = await uploadedArchive(uploadId, uid);
    const { manifest } = await openArchive(upload.source, true);
    accepted = manifest.counts.members === lines;
  } finally {
    clearInterval(sampler);
  }
  const checkMs = performance.now() - t1;
  await removeUpload(uploadId);
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return { bytes: zip.length, inflatedBytes: inflated, lines, uploadMs, checkMs, accepted, startRssMb: mb(startRss), peakRssMb: mb(peak) };
}
