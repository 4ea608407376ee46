import {
  ARCHIVE_FILE_BYTES_PART,
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST_FILE,
  ARCHIVE_PARTS,
  ARCHIVE_SCHEMA_VERSION,
  archiveManifestSchema,
  archivePartFile,
  type ArchiveManifest,
} from '@tessera/domain/archive/manifest';
import { ApiError } from '../http/apiError';
import { ZipError, ZipReader, type ZipSource } from './zip';

const invalid = (why: string) => new ApiError('ARCHIVE_INVALID', [{ path: 'body.archive', message: why }]);

/** Every part an archive of this version holds, the files' bytes included. */
export const ARCHIVE_PART_NAMES = [...ARCHIVE_PARTS.map((p) => p.name), ARCHIVE_FILE_BYTES_PART];

/**
 * Opens an archive (its bytes, or a stored file read by ranges) and reads its manifest: not a zip, no manifest, another tool's or an unreadable one is
 * ARCHIVE_INVALID; a version other than this installation's ARCHIVE_VERSION_UNSUPPORTED (a newer one may hold what
 * this code would drop, an older one is not known to it). With `thorough`, every part is inflated and checked against
 * its checksum and its manifest count too (the import endpoint, before it creates anything).
 */
export async function openArchive(source: ZipSource, thorough: boolean): Promise<{ reader: ZipReader; manifest: ArchiveManifest }> {
  let reader: ZipReader;
  try {
    reader = await ZipReader.open(source);
  } catch (e) {
    if (e instanceof ZipError) throw invalid('archive.notZip');
    throw e;
  }
  if (!reader.has(ARCHIVE_MANIFEST_FILE)) throw invalid('archive.noManifest');
  let raw: unknown;
  try {
    raw = JSON.parse((await reader.read(ARCHIVE_MANIFEST_FILE)).toString('utf8'));
  } catch {
    throw invalid('archive.badManifest');
  }
  const head = raw as { format?: unknown; schemaVersion?: unknown };
  if (head?.format !== ARCHIVE_FORMAT) throw invalid('archive.otherTool');
  if (head.schemaVersion !== ARCHIVE_SCHEMA_VERSION) throw new ApiError('ARCHIVE_VERSION_UNSUPPORTED');
  const parsed = archiveManifestSchema.safeParse(raw);
  if (!parsed.success) throw invalid('archive.badManifest');
  const manifest = parsed.data;
  for (const name of ARCHIVE_PART_NAMES)
    if (!reader.has(archivePartFile(name)) || manifest.counts[name] === undefined) throw invalid('archive.missingPart');
  if (thorough)
    for (const name of ARCHIVE_PART_NAMES) {
      let n = 0;
      try {
        await reader.lines(archivePartFile(name), 1000, async (lines) => void (n += lines.length));
      } catch (e) {
        if (e instanceof ZipError) throw invalid('archive.damaged');
        throw e;
      }
      if (n !== manifest.counts[name]) throw invalid('archive.countMismatch');
    }
  return { reader, manifest };
}
