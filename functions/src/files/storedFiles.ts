import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  FILE_LINK_TTL_MS,
  FILE_MAX_BYTES,
  safeFileName,
  sniffFileType,
  type FileOwnerKind,
  type StoredFileType,
} from '@tessera/domain/files/files';
import { EXTRACTION_MIME } from '@tessera/domain/exports/extraction';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { byteStore } from './configuredByteStore';
import { isReadablePdf } from './pdfCheck';

/** A stored file's description: `organizations/{org}/files/{id}` (no client reads it; the bytes are in the byte store). */
export interface StoredFile {
  id: string;
  fileName: string;
  /** sniffed from an upload's bytes; a file the server wrote itself (an export) carries the type it wrote */
  contentType: StoredFileType | ExportMimeType;
  size: number;
  owner: { kind: FileOwnerKind; id: string };
}

/** A file stored from an upload: its type is one of the sniffed ones. */
export type UploadedFile = StoredFile & { contentType: StoredFileType };

/** the table files of exports, and the association archive (a zip: archive/) */
type ExportMimeType = (typeof EXTRACTION_MIME)[keyof typeof EXTRACTION_MIME] | 'application/zip';

export const fileRef = (orgId: string, fileId: string) => db.doc(`${orgCol(orgId, 'files')}/${fileId}`);

const refuse = (message: string) => new ApiError('INVALID_REQUEST', [{ path: 'body.contentBase64', message }]);

/**
 * Stores a file sent as base64 for an owner record: the size and the type (read from the bytes) checked first, then
 * the bytes, then the description — a file is described only once all its bytes are stored. The caller links it to
 * its owner in its own transaction and calls removeFile when that fails.
 */
export async function putFile(
  orgId: string,
  owner: StoredFile['owner'],
  upload: { fileName: string; contentBase64: string },
): Promise<UploadedFile> {
  return putBytes(orgId, owner, upload.fileName, uploadedBytes(upload));
}

/** An upload's bytes, refused when empty or over FILE_MAX_BYTES (every file endpoint, images included). */
export function uploadedBytes(upload: { contentBase64: string }): Buffer {
  const bytes = Buffer.from(upload.contentBase64, 'base64');
  if (bytes.length === 0) throw refuse('upload.invalidContent');
  if (bytes.length > FILE_MAX_BYTES) throw refuse('upload.fileTooLarge');
  return bytes;
}

/**
 * The bytes, then the description — a file is described only once all its bytes are stored — under the type given
 * (read from the bytes of an upload, or the one an export was written as).
 */
async function storeFile<T extends StoredFile['contentType']>(
  orgId: string,
  owner: StoredFile['owner'],
  fileName: string,
  bytes: Buffer,
  contentType: T,
): Promise<StoredFile & { contentType: T }> {
  const ref = db.collection(orgCol(orgId, 'files')).doc();
  const file = { id: ref.id, fileName: safeFileName(fileName), contentType, size: bytes.length, owner };
  await (await byteStore()).put(orgId, ref.id, bytes, contentType);
  await ref.create({ ...file, createdAt: FieldValue.serverTimestamp() });
  return file;
}

/** putFile for bytes the server made itself (a photo made smaller): the type still read from the bytes, a PDF read through. */
export async function putBytes(orgId: string, owner: StoredFile['owner'], fileName: string, bytes: Buffer): Promise<UploadedFile> {
  const contentType = sniffFileType(bytes);
  if (!contentType) throw refuse('upload.documentType');
  if (contentType === 'application/pdf' && !(await isReadablePdf(bytes))) throw refuse('upload.documentType');
  return storeFile(orgId, owner, fileName, bytes, contentType);
}

/** Stores a file the server wrote (an export): its type is the one it was written as, not sniffed. */
export function putExportFile(
  orgId: string,
  owner: StoredFile['owner'],
  fileName: string,
  bytes: Buffer,
  contentType: ExportMimeType,
): Promise<StoredFile> {
  return storeFile(orgId, owner, fileName, bytes, contentType);
}

/**
 * Stores a file the server writes a piece at a time (the association archive), never holding it whole: `write` is
 * given the sink to write it into and returns once it has written everything. Described once all its bytes are
 * stored, with the size written; a `write` that throws leaves nothing stored. Gives what `write` returned.
 */
export async function putExportStream<T>(
  orgId: string,
  owner: StoredFile['owner'],
  fileName: string,
  contentType: ExportMimeType,
  write: (sink: { write(bytes: Buffer): Promise<void> }) => Promise<T>,
): Promise<{ file: StoredFile; written: T }> {
  const ref = db.collection(orgCol(orgId, 'files')).doc();
  const sink = (await byteStore()).putStream(orgId, ref.id, contentType);
  let size = 0;
  let written: T;
  try {
    written = await write({
      write: (bytes) => {
        size += bytes.length;
        return sink.write(bytes);
      },
    });
    await sink.end();
  } catch (e) {
    await sink.abort().catch(() => undefined);
    throw e;
  }
  const file = { id: ref.id, fileName: safeFileName(fileName), contentType, size, owner };
  await ref.create({ ...file, createdAt: FieldValue.serverTimestamp() });
  return { file, written };
}

/** A file read by ranges: its size, and the bytes from `start` up to `end` (excluded). */
export interface FileRanges {
  size: number;
  read(start: number, end: number): Promise<Buffer>;
}

/**
 * Bytes kept as several files of the byte store, one after the other (an archive uploaded in pieces: archive/upload.ts):
 * `place` is where they are in the store (the first argument its methods take, an organization's id elsewhere).
 */
export interface FilePieces {
  place: string;
  pieces: { fileId: string; size: number }[];
}

/** Pieces read as one file by ranges: a range across pieces is read from each in turn. */
export async function piecesRanges({ place, pieces }: FilePieces): Promise<FileRanges> {
  const store = await byteStore();
  const starts: number[] = [];
  let size = 0;
  for (const p of pieces) {
    starts.push(size);
    size += p.size;
  }
  return {
    size,
    async read(start, end) {
      const parts: Buffer[] = [];
      for (let i = 0; i < pieces.length && start < end; i++) {
        const from = starts[i]!;
        const to = from + pieces[i]!.size;
        if (to <= start) continue;
        const upTo = Math.min(end, to);
        parts.push(await store.getRange(place, pieces[i]!.fileId, start - from, upTo - from));
        start = upTo;
      }
      return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    },
  };
}

/**
 * Describes as one file of the organization bytes already stored in pieces (FilePieces), without copying them: read
 * by fileRanges and fileBytes (not linked: no one downloads it), removed with removeFile. The pieces are then the
 * file's: whoever stored them no longer removes them.
 */
export async function describePieces(
  orgId: string,
  owner: StoredFile['owner'],
  fileName: string,
  contentType: ExportMimeType,
  pieces: FilePieces,
): Promise<StoredFile> {
  const ref = db.collection(orgCol(orgId, 'files')).doc();
  const size = pieces.pieces.reduce((n, p) => n + p.size, 0);
  const file = { id: ref.id, fileName: safeFileName(fileName), contentType, size, owner };
  await ref.create({ ...file, pieces, createdAt: FieldValue.serverTimestamp() });
  return file;
}

/** A stored file read by ranges (a zip's directory is at its end), or null when its bytes are gone. */
export async function fileRanges(orgId: string, fileId: string): Promise<FileRanges | null> {
  const pieces = (await fileRef(orgId, fileId).get()).get('pieces') as FilePieces | undefined;
  if (pieces) return piecesRanges(pieces);
  const store = await byteStore();
  const size = await store.size(orgId, fileId);
  if (size === null) return null;
  return { size, read: (start, end) => store.getRange(orgId, fileId, start, end) };
}

/** A stored file's bytes, or null when they are gone. */
export async function fileBytes(orgId: string, fileId: string): Promise<Buffer | null> {
  const pieces = (await fileRef(orgId, fileId).get()).get('pieces') as FilePieces | undefined;
  if (pieces) {
    const whole = await piecesRanges(pieces);
    return whole.read(0, whole.size);
  }
  return (await byteStore()).get(orgId, fileId);
}

/**
 * Runs the write that names a file just stored on its owner (a transaction, usually); when that write fails the file is
 * removed again and the failure goes on, so a refused write leaves no file behind. A file that cannot be removed then
 * is only unreachable: logged, never named anywhere.
 */
export async function namedOrRemoved<T>(orgId: string, fileId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    await removeFile(orgId, fileId).catch((err: unknown) =>
      logger.warn('orphan file left', { org: orgId, file: fileId, err: String(err) }),
    );
    throw e;
  }
}

/** Deletes a file's bytes (its pieces' too) and description (a file already gone is fine). */
export async function removeFile(orgId: string, fileId: string): Promise<void> {
  const store = await byteStore();
  const pieces = (await fileRef(orgId, fileId).get()).get('pieces') as FilePieces | undefined;
  for (const p of pieces?.pieces ?? []) await store.remove(pieces!.place, p.fileId);
  await store.remove(orgId, fileId);
  await fileRef(orgId, fileId).delete();
}

/** The file's description, or NOT_FOUND. */
export async function describeFile(orgId: string, fileId: string): Promise<StoredFile> {
  const snap = await fileRef(orgId, fileId).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return snap.data() as StoredFile;
}

/** A download link that works for FILE_LINK_TTL_MS. */
export async function fileLink(orgId: string, file: StoredFile): Promise<{ url: string; expiresAt: string }> {
  const expires = new Date(Date.now() + FILE_LINK_TTL_MS);
  const url = await (await byteStore()).link(orgId, file.id, file, expires);
  return { url, expiresAt: expires.toISOString() };
}
