import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import {
  ARCHIVE_FILE_BYTES_PART,
  ARCHIVE_IMPORT_FIELD,
  ARCHIVE_IMPORT_MARKED_PARTS,
  ARCHIVE_READ_PAGE_MAX,
  ARCHIVE_PAGE_MAX,
  ARCHIVE_PAGE_SIZE,
  ARCHIVE_PARTS,
  archivePartFile,
} from '@tessera/domain/archive/manifest';
import { relativeKeysOf } from '@tessera/domain/entities/erasure';
import { ORG_PAYMENT_COUNTER, counterPath, groupPaymentCounter, memberPrivatePath, orgCol, orgPath } from '@tessera/domain/paths';
import { PaymentTallies, recountedCounter } from '@tessera/domain/payments/paymentCounters';
import type { CreatedMember } from '../memberReactions/registry';
import { bulkWriter, db } from '../shared/admin';
import { jobHeap } from '../shared/jobHeap';
import { ApiError } from '../http/apiError';
import { byteStore } from '../files/configuredByteStore';
import { fileRanges } from '../files/storedFiles';
import { writeAllMemberPayments, writeCreatedRows } from '../search/projection';
import { decodeValue, type ArchiveLine } from './codec';
import { eachPage, READ_PAGES, pathFitsPart } from './parts';
import { runArchiveJob } from './jobRun';
import { recordImport } from './auditRecord';
import { beforeImport, undoImport } from './undoImport';
import type { LeasedWork } from '../jobs/leasedJob';
import { openArchive } from './readArchive';
import type { ZipReader } from './zip';

const damaged = (why: string) => new ApiError('ARCHIVE_INVALID', [{ path: 'archive', message: why }]);

function parseLine(raw: string): ArchiveLine {
  let line: unknown;
  try {
    line = JSON.parse(raw);
  } catch {
    throw damaged('archive.badLine');
  }
  const l = line as Partial<ArchiveLine> | null;
  if (typeof l?.path !== 'string' || !l.data || typeof l.data !== 'object' || Array.isArray(l.data)) throw damaged('archive.badLine');
  return l as ArchiveLine;
}

/**
 * The payment counters are written by the import from the payments it wrote (their creates count nothing: the payments
 * carry ARCHIVE_IMPORT_FIELD), in the shape the archive has them (recountedCounter): as archived when they were right.
 */
const paymentCounter = (path: string) =>
  path === `counters/${ORG_PAYMENT_COUNTER}` || path.startsWith(`counters/${groupPaymentCounter('')}`);

/** The seats each sale item's shards hold taken (their trigger adds them to the item's count when they are written). */
async function takenSeats(reader: ZipReader): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  await reader.lines(archivePartFile('saleSeatShards'), ARCHIVE_PAGE_SIZE, async (lines) => {
    for (const raw of lines) {
      const { path, data } = parseLine(raw);
      const saleId = path.split('/')[1]!;
      if (typeof data.taken === 'number') taken.set(saleId, (taken.get(saleId) ?? 0) + data.taken);
    }
  });
  return taken;
}

/** The mailshots the archive caught QUEUED or SENDING (stoppedMailshot), by id. */
async function stoppedMailshots(reader: ZipReader): Promise<Set<string>> {
  const stopped = new Set<string>();
  await reader.lines(archivePartFile('mailshots'), ARCHIVE_PAGE_SIZE, async (lines) => {
    for (const raw of lines) {
      const { path, data } = parseLine(raw);
      if (STOPPED_MAILSHOT_STATES.includes(String(data.state))) stopped.add(path.split('/')[1]!);
    }
  });
  return stopped;
}

/**
 * Where a run goes on from: the job's `checkpoint` says the parts before `checkpoint.part` (in the archive's order:
 * ARCHIVE_PARTS, the files' bytes, the search rows) are written whole, and the first `lines` lines of that part. A
 * part before it is skipped ('part'), the checkpoint's own part skips its first lines, a later one none. No
 * checkpoint (the first run): nothing is skipped.
 */
function resumeFrom(checkpoint: unknown): { skips(part: string): number | 'part' } {
  const order = [...ARCHIVE_PARTS.map((p) => p.name), ARCHIVE_FILE_BYTES_PART, 'searchShards'];
  const c = checkpoint as { part?: unknown; lines?: unknown } | undefined;
  const at = order.indexOf(String(c?.part));
  const lines = typeof c?.lines === 'number' ? c.lines : 0;
  return {
    skips: (part) => {
      if (at < 0) return 0;
      const i = order.indexOf(part);
      return i < at ? 'part' : i === at ? lines : 0;
    },
  };
}

/** The checkpoint is written at most this often (each is a transaction on the job: one per page of lines made over a thousand at 100,000 members). */
const CHECKPOINT_EVERY_MS = 1000;

/**
 * A mailshot the archive caught QUEUED or SENDING comes in as a draft again, without what its send had resolved: the
 * new organization must not start sending it on its own (its trigger expands a queued or sending one), nor show it
 * sending forever (no run holds it here). A draft is what a secretary knows: it can be read, changed and sent again
 * on purpose. Part of it may have gone out from the old organization already (its deliveries are not archived), so
 * the import keeps the state it had in `stoppedByImport`, and drops its count shards, which a new send starts again.
 */
const STOPPED_MAILSHOT_STATES: readonly string[] = ['QUEUED', 'SENDING'];
const SEND_FIELDS = ['count', 'reserved', 'reservedMonth', 'batchSet', 'cursor', 'leaseId', 'leaseUntil', 'queuedAt', 'sweptAt', 'memory'];

function stoppedMailshot(data: DocumentData): DocumentData {
  const kept = Object.fromEntries(Object.entries(data).filter(([k]) => !SEND_FIELDS.includes(k)));
  return { ...kept, state: 'DRAFT', stoppedByImport: data.state };
}

/**
 * A draft (or a mailshot made one again) sent to a recipients file loses that audience: the archive leaves the
 * organization's recipients files out (they are lists of people's addresses uploaded for one send), so its file id
 * points at nothing here. The draft keeps the file's name in `recipientsFileLeftOut`, for the screen to say why the
 * recipients must be chosen again. A sent mailshot keeps its record as it was.
 */
function withoutRecipientsFile(data: DocumentData): DocumentData {
  const recipients = data.recipients as { kind?: unknown; fileName?: unknown } | null | undefined;
  if (data.state !== 'DRAFT' || recipients?.kind !== 'file') return data;
  return { ...data, recipients: null, recipientsFileLeftOut: typeof recipients.fileName === 'string' ? recipients.fileName : '' };
}

/**
 * Writes an archive into the new organization it was uploaded for (docs/data-model.md §2.24): part by part in the
 * manifest's order, a page of lines at a time through a BulkWriter, every document at the same id. What the triggers
 * derive from the writes is kept from doubling: members and payments carry ARCHIVE_IMPORT_FIELD, so their creates run
 * no reaction (the member counters, the register and its fees, the deceased reports, the wallets stay as the archive
 * has them); the payment counters are written here, added up from the payments written (paymentCounter); a sale item
 * is written with the seats of its shards taken off, which their trigger adds back. The search projection is written
 * at the end: the members' rows from the members written, their fee years and payment rows from the payments.
 * The audit record of the import (who, the source organization, the archive's date and tool, counts) lands with DONE;
 * a run that ends FAILED takes the organization back to what its creation wrote (undoImport.ts).
 */
export function runArchiveImport(orgId: string, jobId: string): Promise<void> {
  return runArchiveJob(orgId, jobId, importWork(orgId, jobId), {
    onDone: (tx, job, last) => recordImport(tx, orgId, jobId, job, last),
    onFailed: () => undoImport(orgId, jobId),
  });
}

function importWork(orgId: string, jobId: string): LeasedWork {
  return async (job, hold) => {
    const { memory, sample } = jobHeap();
    const source = await fileRanges(orgId, String(job.fileId));
    if (!source) throw damaged('archive.gone');
    const { reader, manifest } = await openArchive(source, false);
    // what the creation wrote, read before the first write (undoImport.ts); a run taking over finds it on the job
    if (typeof job.preImport !== 'string') await hold({ preImport: await beforeImport(orgId) });
    const total = ARCHIVE_PARTS.reduce((n, p) => n + (manifest.counts[p.name] ?? 0), 0);
    await hold({ total, sourceOrganization: manifest.organization, toolVersion: manifest.toolVersion });
    const seats = await takenSeats(reader);
    // mailshots made drafts again (stoppedMailshot), whose count shards stay out: read before any part, so a run
    // resuming past the mailshots knows them too
    const stopped = await stoppedMailshots(reader);
    const from = resumeFrom(job.checkpoint);
    const override = job.organization as { name: string; plan: string; billing: string };
    const root = orgPath(orgId);
    const writer = bulkWriter();
    let failed: unknown = null;
    writer.onWriteError((err) => {
      if (err.failedAttempts < 5) return true;
      failed ??= err;
      return false;
    });
    // a write given up on rejects its own promise too: `failed` has it already, and left unhandled it would end the
    // process and leave the job RUNNING until its lease runs out
    const write = (path: string, data: DocumentData) => void writer.set(db.doc(path), data).catch(() => undefined);
    let done = 0;
    let noted = 0;
    // the payment counters: what the payments written add up to, and the archive's own (a few documents: one a group)
    const tallies = new PaymentTallies();
    const archivedCounters = new Map<string, DocumentData>();
    for (const part of ARCHIVE_PARTS) {
      const skipped = from.skips(part.name);
      // the payments and the counters are read whole by a run taking over too: the counters are added up from all of
      // them at the end, those a run before this one wrote included
      const tallied = part.name === 'payments' || part.name === 'counters';
      if (skipped === 'part' && !tallied) {
        done += manifest.counts[part.name] ?? 0;
        continue;
      }
      let n = 0;
      await reader.lines(archivePartFile(part.name), ARCHIVE_PAGE_SIZE, async (lines) => {
        for (const raw of lines) {
          const { path, data: encoded } = parseLine(raw);
          if (!pathFitsPart(part, path)) throw damaged('archive.badPath');
          n++;
          if (part.name === 'counters' && paymentCounter(path)) {
            archivedCounters.set(path.split('/')[1]!, decodeValue(encoded, orgId, db) as DocumentData);
            continue;
          }
          if (part.name === 'payments') tallies.add(decodeValue(encoded, orgId, db) as DocumentData);
          // written by a run before this one (a deflated part is read again from its start, its lines not written again)
          if (skipped === 'part' || n <= skipped) continue;
          if (part.name === 'mailshotCounts' && stopped.has(path.split('/')[1]!)) continue;
          let data = decodeValue(encoded, orgId, db) as DocumentData;
          if (part.name === 'organization') {
            const info = (data.publicInfo ?? {}) as DocumentData;
            const plan = (data.plan ?? {}) as DocumentData;
            write(root, {
              ...data,
              publicInfo: { ...info, name: override.name },
              plan: { autoRenew: true, ...plan, name: override.plan, billing: override.billing },
            });
            continue;
          }
          if (ARCHIVE_IMPORT_MARKED_PARTS.includes(part.name)) data[ARCHIVE_IMPORT_FIELD] = jobId;
          // the back-office document names its organization (the collection group query of a hidden field's holders
          // filters on it): the new one, or the old organization's settings would count this one's members
          if (part.name === 'memberPrivate' && typeof data.org === 'string') data.org = orgId;
          // what the erasure finds a relatives list by, derived again: an archive made before members carried it
          // has none, and the eraser would pass over the list (the ids stay the same, so the keys do too); a member
          // with neither stays without (none)
          if (part.name === 'members' && (data.relatives !== undefined || data.relativeKeys !== undefined))
            data.relativeKeys = relativeKeysOf(data.relatives);
          if (part.name === 'mailshots' && STOPPED_MAILSHOT_STATES.includes(String(data.state))) data = stoppedMailshot(data);
          if (part.name === 'mailshots') data = withoutRecipientsFile(data);
          if (part.name === 'sales' && typeof data.currentEnrolled === 'number')
            data.currentEnrolled = data.currentEnrolled - (seats.get(path.split('/')[1]!) ?? 0);
          write(`${root}/${path}`, data);
        }
        await writer.flush();
        if (failed) throw failed;
        done += lines.length;
        sample();
        // what is written so far: a run taking over the job goes on from here (checkpoint), noted at most every second
        // (each note is a transaction on the job); a part read again only to be added up leaves the checkpoint where it is
        if (skipped === 'part' || Date.now() - noted < CHECKPOINT_EVERY_MS) return;
        noted = Date.now();
        await hold({ done: Math.min(done, total), part: part.name, checkpoint: { part: part.name, lines: n } });
      });
      if (n !== manifest.counts[part.name]) throw damaged('archive.countMismatch');
    }
    const recounted = new Map(tallies.documents().map((d) => [d.id, d.data]));
    for (const id of new Set([...archivedCounters.keys(), ...recounted.keys()]))
      write(counterPath(orgId, id), {
        ...recountedCounter(archivedCounters.get(id), recounted.get(id)),
        updatedAt: FieldValue.serverTimestamp(),
      });
    await writer.close();
    if (failed) throw failed;
    // the files' bytes, each stored under its description's id; the checkpoint follows them at most every second
    const store = await byteStore();
    const skippedFiles = from.skips(ARCHIVE_FILE_BYTES_PART);
    let files = 0;
    noted = Date.now();
    if (skippedFiles !== 'part')
      await reader.lines(archivePartFile(ARCHIVE_FILE_BYTES_PART), 1, async ([raw]) => {
        if (++files <= skippedFiles) return;
        const { path, data } = parseLine(raw!);
        const fileId = path.split('/')[1];
        const bytesOf = decodeValue(data.bytes ?? null, orgId, db);
        if (path.split('/').length !== 2 || path.split('/')[0] !== 'files' || !fileId || !Buffer.isBuffer(bytesOf))
          throw damaged('archive.badLine');
        const described = await db.doc(`${orgCol(orgId, 'files')}/${fileId}`).get();
        if (!described.exists) throw damaged('archive.fileWithoutDescription');
        await store.put(orgId, fileId, bytesOf, String(described.get('contentType')));
        sample();
        if (Date.now() - noted < CHECKPOINT_EVERY_MS) return;
        noted = Date.now();
        await hold({ part: ARCHIVE_FILE_BYTES_PART, checkpoint: { part: ARCHIVE_FILE_BYTES_PART, lines: files } });
      });
    // the search rows are rebuilt whole from the members: a run taking over past here builds them again
    await hold({ part: 'searchShards', checkpoint: { part: 'searchShards', lines: 0 } });
    await rebuildSearchRows(orgId);
    // pages of the payments' row fields only (a few hundred bytes each), their rows committed a page's worth at a time
    await writeAllMemberPayments(orgId, ARCHIVE_READ_PAGE_MAX, ARCHIVE_PAGE_MAX);
    sample();
    return {
      done: total,
      part: null,
      counts: manifest.counts,
      memory,
      // sign-ins are not part of an archive: the members are invited again, the other admins added again
      notes: ['signInsNotImported'],
    };
  };
}

/**
 * The advanced search's rows of every member, written as an upload writes its new members' (search/projection.ts); their
 * fee years and payment rows follow (writeAllMemberPayments).
 */
async function rebuildSearchRows(orgId: string): Promise<void> {
  // read in larger pages (READ_PAGES: fewer queries), committed ARCHIVE_PAGE_MAX rows at a time: the rows of 10,000
  // members in one commit outgrew the emulator's 4 MiB
  await eachPage(
    db.collection(orgCol(orgId, 'members')),
    async (page) => {
      for (let i = 0; i < page.length; i += ARCHIVE_PAGE_MAX) {
        const docs = page.slice(i, i + ARCHIVE_PAGE_MAX);
        const privates = await db.getAll(...docs.map((d) => db.doc(memberPrivatePath(orgId, d.id))));
        const created: CreatedMember[] = docs.map((d, j) => ({
          memberId: d.id,
          after: d.data() ?? {},
          ...(privates[j]!.exists ? { adminOnly: privates[j]!.data() } : {}),
        }));
        const batch = db.batch();
        writeCreatedRows(orgId, created, batch);
        await batch.commit();
      }
    },
    READ_PAGES,
  );
}
