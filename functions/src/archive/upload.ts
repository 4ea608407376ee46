import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { uploadArchivePieceContract } from '@tessera/domain/contracts/archive';
import { ARCHIVE_UPLOAD_PIECE_BYTES, ARCHIVE_UPLOAD_TTL_MS } from '@tessera/domain/archive/manifest';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { byteStore } from '../files/configuredByteStore';
import { piecesRanges, type FilePieces, type FileRanges } from '../files/storedFiles';

/**
 * Where the pieces' bytes are kept in the byte store, which files everything under an organization: an upload comes
 * before the organization it becomes, so its pieces sit under this place, which no organization's id can be (ids are
 * slugs: no underscore) and no organization document names.
 */
const UPLOADS_PLACE = '_archiveUploads';

/** `archiveUploads/{id}`: who sends it, how many pieces of how many bytes in all, and the pieces stored so far. */
interface UploadDoc {
  uid: string;
  total: number;
  size: number;
  /** by index: the stored file holding the piece, and its bytes */
  pieces: Record<string, { fileId: string; size: number }>;
  /** every file stored for the upload, current or replaced, so that whatever a dead request left is removed with it */
  stored: string[];
  expiresAt: Timestamp;
}

const uploadRef = (uploadId: string) => db.collection(col.archiveUploads).doc(uploadId);
const refuse = (path: string, message: string) => new ApiError('INVALID_REQUEST', [{ path, message }]);

/**
 * POST /v1/organizations/import/piece — one piece of an archive, stored as a file of its own. The upload's document is
 * made (or checked to announce the same total and size) before any bytes are stored, so the sweep always finds them.
 * Each sending of a piece is stored under a fresh id and then swapped in: a piece sent twice at once (a retry while
 * the first attempt is still on its way) ends as one file, the other removed, never as two halves mixed.
 */
export const uploadArchivePiece = route(uploadArchivePieceContract, async ({ principal, body }) => {
  const bytes = Buffer.from(body.contentBase64, 'base64');
  if (bytes.length === 0) throw refuse('body.contentBase64', 'upload.invalidContent');
  if (bytes.length > ARCHIVE_UPLOAD_PIECE_BYTES) throw refuse('body.contentBase64', 'archive.upload.pieceTooLarge');
  const ref = uploadRef(body.uploadId);
  const fileId = `${body.uploadId}-${body.index}-${randomBytes(6).toString('hex')}`;
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) {
      const doc: UploadDoc = {
        uid: principal.uid,
        total: body.total,
        size: body.size,
        pieces: {},
        stored: [fileId],
        expiresAt: Timestamp.fromMillis(Date.now() + ARCHIVE_UPLOAD_TTL_MS),
      };
      tx.create(ref, { ...doc, createdAt: FieldValue.serverTimestamp() });
      return;
    }
    const upload = snap.data() as UploadDoc;
    if (upload.uid !== principal.uid) throw new ApiError('NOT_FOUND');
    if (upload.total !== body.total) throw refuse('body.total', 'archive.upload.changed');
    if (upload.size !== body.size) throw refuse('body.size', 'archive.upload.changed');
    tx.update(ref, { stored: FieldValue.arrayUnion(fileId) });
  });
  const store = await byteStore();
  await store.put(UPLOADS_PLACE, fileId, bytes, 'application/octet-stream');
  // the piece swapped in, its bytes counted against the announced size with the other pieces'
  const replaced = await db
    .runTransaction(async (tx) => {
      const upload = (await tx.get(ref)).data() as UploadDoc | undefined;
      if (!upload) throw new ApiError('NOT_FOUND');
      const others = Object.entries(upload.pieces).filter(([i]) => i !== String(body.index));
      if (others.reduce((n, [, p]) => n + p.size, 0) + bytes.length > upload.size)
        throw refuse('body.contentBase64', 'archive.upload.overSize');
      const before = upload.pieces[String(body.index)]?.fileId;
      tx.update(ref, {
        [`pieces.${body.index}`]: { fileId, size: bytes.length },
        ...(before ? { stored: FieldValue.arrayRemove(before) } : {}),
      });
      return { before, pieces: [...others.map(([, p]) => p.size), bytes.length], upload };
    })
    .catch(async (e: unknown) => {
      await store.remove(UPLOADS_PLACE, fileId).catch(() => undefined);
      throw e;
    });
  if (replaced.before) await store.remove(UPLOADS_PLACE, replaced.before);
  const received = replaced.pieces.length;
  const complete = received === replaced.upload.total && replaced.pieces.reduce((n, s) => n + s, 0) === replaced.upload.size;
  return { received, complete };
});

/** A complete upload: read as one file by ranges, its pieces as a stored file describes them, and what it stored. */
export interface CompleteUpload {
  source: FileRanges;
  pieces: FilePieces;
  /** every file stored for it, the replaced ones and any a dead request left among them */
  stored: string[];
}

/**
 * A complete upload of `uid` (its pieces one after the other), or INVALID_REQUEST on `body.archive.uploadId`
 * (unknown, another's, or pieces missing).
 */
export async function uploadedArchive(uploadId: string, uid: string): Promise<CompleteUpload> {
  const upload = (await uploadRef(uploadId).get()).data() as UploadDoc | undefined;
  if (!upload || upload.uid !== uid) throw refuse('body.archive.uploadId', 'archive.upload.unknown');
  const pieces = Array.from({ length: upload.total }, (_, i) => upload.pieces[String(i)]);
  if (pieces.some((p) => !p) || pieces.reduce((n, p) => n + p!.size, 0) !== upload.size)
    throw refuse('body.archive.uploadId', 'archive.upload.incomplete');
  const described: FilePieces = { place: UPLOADS_PLACE, pieces: pieces.map((p) => p!) };
  return { source: await piecesRanges(described), pieces: described, stored: upload.stored };
}

/**
 * Hands an upload's pieces over to the stored file that describes them (describePieces): its document deleted in the
 * caller's transaction (the one that creates what the file belongs to), so the sweep never removes pieces in use.
 */
export const handOverUpload = (tx: Transaction, uploadId: string) => void tx.delete(uploadRef(uploadId));

/** After handOverUpload: the files the upload stored that are not its pieces (replaced ones) removed. */
export async function removeLeftovers(upload: CompleteUpload): Promise<void> {
  const kept = new Set(upload.pieces.pieces.map((p) => p.fileId));
  const store = await byteStore();
  for (const fileId of upload.stored) if (!kept.has(fileId)) await store.remove(UPLOADS_PLACE, fileId);
}

/** Removes an upload: every file stored for it, then its document (an upload already gone is fine). */
export async function removeUpload(uploadId: string): Promise<void> {
  const upload = (await uploadRef(uploadId).get()).data() as UploadDoc | undefined;
  if (!upload) return;
  const store = await byteStore();
  for (const fileId of upload.stored ?? []) await store.remove(UPLOADS_PLACE, fileId);
  await uploadRef(uploadId).delete();
}

/** Uploads past their day (never imported: the browser closed, the admin gave up), removed with their pieces. */
export async function sweepArchiveUploads(now = new Date()): Promise<string[]> {
  const expired = await db.collection(col.archiveUploads).where('expiresAt', '<', Timestamp.fromDate(now)).select().get();
  for (const d of expired.docs) await removeUpload(d.id);
  return expired.docs.map((d) => d.id);
}
