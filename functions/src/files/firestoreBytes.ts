import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { col, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import type { ByteSink, ByteStore } from './byteStore';

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
    const sink = firestoreSink(orgId, fileId);
    await sink.write(bytes);
    await sink.end();
  },
  putStream: (orgId, fileId) => firestoreSink(orgId, fileId),
  async get(orgId, fileId) {
    const snap = await chunks(orgId, fileId).orderBy('__name__').get();
    if (snap.empty) return null;
    return Buffer.concat(snap.docs.map((d) => d.get('data') as Buffer));
  },
  async size(orgId, fileId) {
    // every chunk but the last is full (a count, then the last chunk: the store has no backward scan by id)
    const count = (await chunks(orgId, fileId).count().get()).data().count;
    if (count === 0) return null;
    const last = await chunks(orgId, fileId)
      .doc(chunkId(count - 1))
      .get();
    return (count - 1) * CHUNK_BYTES + (last.get('data') as Buffer).length;
  },
  async getRange(orgId, fileId, start, end) {
    if (end <= start) return Buffer.alloc(0);
    const first = Math.floor(start / CHUNK_BYTES);
    const refs = [];
    for (let n = first; n <= Math.floor((end - 1) / CHUNK_BYTES); n++) refs.push(chunks(orgId, fileId).doc(chunkId(n)));
    const docs = await db.getAll(...refs);
    if (docs.some((d) => !d.exists)) throw new Error(`file ${fileId}: bytes ${start}-${end} are not all stored`);
    const joined = Buffer.concat(docs.map((d) => d.get('data') as Buffer));
    const from = start - first * CHUNK_BYTES;
    return joined.subarray(from, from + (end - start));
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

/**
 * Chunks written as the bytes come: whole chunks are committed a batch at a time, so at most a batch's worth (and the
 * piece being written) is held, whatever the file's size.
 */
function firestoreSink(orgId: string, fileId: string): ByteSink {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let next = 0;
  const commit = async (all: boolean) => {
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const whole = all ? joined.length : Math.floor(joined.length / CHUNK_BYTES) * CHUNK_BYTES;
    for (let at = 0; at < whole; at += CHUNK_BYTES * CHUNKS_PER_BATCH) {
      const batch = db.batch();
      for (let c = at; c < Math.min(whole, at + CHUNK_BYTES * CHUNKS_PER_BATCH); c += CHUNK_BYTES)
        batch.set(chunks(orgId, fileId).doc(chunkId(next++)), { data: joined.subarray(c, Math.min(c + CHUNK_BYTES, whole)) });
      await batch.commit();
    }
    pending = whole < joined.length ? [Buffer.from(joined.subarray(whole))] : [];
    pendingBytes = joined.length - whole;
  };
  return {
    async write(bytes) {
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= CHUNK_BYTES * CHUNKS_PER_BATCH) await commit(false);
    },
    end: () => commit(true),
    abort: () => db.recursiveDelete(chunks(orgId, fileId)),
  };
}
