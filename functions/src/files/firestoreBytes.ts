import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { col, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { ByteStore } from './byteStore';

/** Bytes per chunk document: well under Firestore's 1 MiB document limit. */
const CHUNK_BYTES = 512 * 1024;
/** Chunks per batch: a commit stays under Firestore's 10 MiB request limit and the emulator's 4 MiB message cap. */
const CHUNKS_PER_BATCH = 6;

const chunks = (orgId: string, fileId: string) => db.collection(`${orgCol(orgId, 'files')}/${fileId}/chunks`);
const chunkId = (n: number) => String(n).padStart(4, '0');

/** The hash a download ticket is stored under: the token itself is only in the link. */
export const ticketKey = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Files as numbered chunk documents under `files/{id}/chunks` (rules: no client reads them). A link is a one-time
 * ticket (a random token whose hash is stored with the file and its expiry) that the API's download path honours.
 */
export const firestoreBytes: ByteStore = {
  async put(orgId, fileId, bytes) {
    const parts: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) parts.push(bytes.subarray(at, at + CHUNK_BYTES));
    for (let first = 0; first < parts.length; first += CHUNKS_PER_BATCH) {
      const batch = db.batch();
      parts.slice(first, first + CHUNKS_PER_BATCH).forEach((data, i) => batch.set(chunks(orgId, fileId).doc(chunkId(first + i)), { data }));
      await batch.commit();
    }
  },
  async get(orgId, fileId) {
    const snap = await chunks(orgId, fileId).orderBy('__name__').get();
    if (snap.empty) return null;
    return Buffer.concat(snap.docs.map((d) => d.get('data') as Buffer));
  },
  async remove(orgId, fileId) {
    await db.recursiveDelete(chunks(orgId, fileId));
  },
  async link(orgId, fileId, _file, expires) {
    const token = randomBytes(32).toString('base64url');
    await db.doc(`${col.fileLinks}/${ticketKey(token)}`).create({ org: orgId, fileId, expiresAt: Timestamp.fromDate(expires) });
    return `/v1/files/download?t=${token}`;
  },
};
