import { AggregateField } from 'firebase-admin/firestore';
import {
  ARCHIVE_FILE_BYTES_PART,
  ARCHIVE_FORMAT,
  ARCHIVE_IMPORT_FIELD,
  ARCHIVE_IMPORT_MARKED_PARTS,
  ARCHIVE_MANIFEST_FILE,
  ARCHIVE_PARTS,
  ARCHIVE_SCHEMA_VERSION,
  ARCHIVE_SKIPPED_FIELDS,
  ARCHIVE_SKIPPED_FILE_KINDS,
  ARCHIVE_SKIPPED_ORG_FIELDS,
  archiveKeepsDoc,
  archivePartFile,
  type ArchiveManifest,
} from '@tessera/domain/archive/manifest';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { jobHeap } from '../shared/jobHeap';
import { fileBytes, putExportStream, removeFile } from '../files/storedFiles';
import { encodeValue, type ArchiveLine } from './codec';
import { eachPage, eachPartPage, READ_PAGES, pathInOrg } from './parts';
import { runArchiveJob } from './jobRun';
import type { Hold } from '../jobs/leasedJob';
import { TOOL_VERSION } from './toolVersion';
import { recordExport } from './auditRecord';

/** Progress is written at most this often (ms): a page is a few hundred documents, a write a transaction. */
const PROGRESS_EVERY_MS = 1000;

/** Whether a stored file goes into the archive (its description and its bytes). */
const fileKept = (data: Record<string, unknown> | undefined) =>
  !ARCHIVE_SKIPPED_FILE_KINDS.includes(String((data?.owner as { kind?: unknown } | undefined)?.kind));

/** A document's data as the archive keeps it: what marks an import, and what the manifest leaves out, taken off. */
function keptData(partName: string, data: Record<string, unknown>): Record<string, unknown> | null {
  if (partName === 'organization') return Object.fromEntries(Object.entries(data).filter(([k]) => !ARCHIVE_SKIPPED_ORG_FIELDS.includes(k)));
  if (ARCHIVE_IMPORT_MARKED_PARTS.includes(partName)) {
    const { [ARCHIVE_IMPORT_FIELD]: _imported, ...rest } = data;
    return rest;
  }
  if (partName === 'files' && !fileKept(data)) return null;
  if (!archiveKeepsDoc(partName, data)) return null;
  const skipped = ARCHIVE_SKIPPED_FIELDS[partName];
  return skipped ? Object.fromEntries(Object.entries(data).filter(([k]) => !skipped.includes(k))) : data;
}

const lineOf = (orgId: string, path: string, data: Record<string, unknown>) =>
  JSON.stringify({ path, data: encodeValue(data, orgId) as ArchiveLine['data'] }) + '\n';

/**
 * Writes the whole organization as one archive (docs/data-model.md §2.24): a part at a time, a page of documents at a
 * time, each page deflated into the zip as it is read and the zip streamed into the byte store as it is made (memory:
 * one page and zlib's and the store's buffers, whatever the archive's size), then the stored files' bytes one file at
 * a time, then the manifest with every part's count. The zip is a file of the organization (files/storedFiles.ts),
 * described once it is whole, and linked by export-file. The audit record (who, counts, size) lands with DONE.
 */
export function runArchiveExport(orgId: string, jobId: string): Promise<void> {
  return runArchiveJob(orgId, jobId, (_job, hold) => writeArchive(orgId, jobId, hold), {
    discard: (last) => removeFile(orgId, last.fileId as string),
    onDone: (tx, job, last) => recordExport(tx, orgId, jobId, job, last),
  });
}

async function writeArchive(orgId: string, jobId: string, hold: Hold): Promise<Record<string, unknown>> {
  const org = await db.doc(orgPath(orgId)).get();
  const createdAt = new Date().toISOString();
  const fileName = `${orgId}-${createdAt.slice(0, 10)}.zip`;
  const publicInfo = org.get('publicInfo') as { name?: unknown } | undefined;
  const { file, written } = await putExportStream(orgId, { kind: 'archiveExport', id: jobId }, fileName, 'application/zip', (sink) =>
    writeZip(orgId, publicInfo, createdAt, sink, hold),
  );
  return { ...written, fileId: file.id, fileName };
}

/** The archive's entries written into `sink` as they are read; the job's last fields but for its file. */
async function writeZip(
  orgId: string,
  publicInfo: { name?: unknown } | undefined,
  createdAt: string,
  sink: { write(bytes: Buffer): Promise<void> },
  hold: Hold,
): Promise<Record<string, unknown>> {
  const { memory, sample } = jobHeap();
  const { ZipWriter } = await import('./zip');
  const zip = new ZipWriter((bytes) => sink.write(bytes));
  // the total is the top-level collections' count (a count query each): enough for the screen's progress bar
  let total = 1;
  for (const part of ARCHIVE_PARTS)
    if (part.path && !part.path.includes('/'))
      total += (
        await db
          .collection(orgCol(orgId, part.path as never))
          .aggregate({ n: AggregateField.count() })
          .get()
      ).data().n;
  await hold({ total });
  const counts: Record<string, number> = {};
  let done = 0;
  let reported = Date.now();
  const progress = async (part: string) => {
    sample();
    if (Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    await hold({ done: Math.min(done, total), part, zipBytes: zip.size });
  };
  for (const part of ARCHIVE_PARTS) {
    const entry = zip.entry(archivePartFile(part.name));
    let n = 0;
    await eachPartPage(
      orgId,
      part,
      async (docs) => {
        const lines: string[] = [];
        for (const d of docs) {
          const data = keptData(part.name, d.data() ?? {});
          if (data) lines.push(lineOf(orgId, pathInOrg(orgId, d.ref.path), data));
        }
        n += lines.length;
        if (!part.path.includes('/')) done += lines.length;
        if (lines.length) await entry.write(Buffer.from(lines.join(''), 'utf8'));
        await progress(part.name);
      },
      READ_PAGES,
    );
    await entry.close();
    counts[part.name] = n;
  }
  // the files' bytes, one file at a time, beside their descriptions (part files)
  const bytesEntry = zip.entry(archivePartFile(ARCHIVE_FILE_BYTES_PART));
  let files = 0;
  await eachPage(db.collection(orgCol(orgId, 'files')), async (docs) => {
    for (const d of docs) {
      if (!fileKept(d.data())) continue;
      const bytes = await fileBytes(orgId, d.id);
      if (!bytes) continue;
      await bytesEntry.write(Buffer.from(lineOf(orgId, `files/${d.id}`, { bytes }), 'utf8'));
      files++;
    }
    await progress(ARCHIVE_FILE_BYTES_PART);
  });
  await bytesEntry.close();
  counts[ARCHIVE_FILE_BYTES_PART] = files;
  const name = String(publicInfo?.name ?? orgId);
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    schemaVersion: ARCHIVE_SCHEMA_VERSION,
    organization: { id: orgId, name },
    createdAt,
    toolVersion: TOOL_VERSION,
    counts,
  };
  await zip.add(ARCHIVE_MANIFEST_FILE, Buffer.from(JSON.stringify(manifest, null, 2), 'utf8'));
  const size = await zip.finish();
  sample();
  return { done: total, part: null, zipBytes: size, counts, memory, size };
}
