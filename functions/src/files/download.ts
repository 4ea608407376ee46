import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { attachment } from './attachment';
import { firestoreBytes, ticketKey } from './firestoreBytes';
import { fileRef, type StoredFile } from './storedFiles';

/** The path of the Firestore store's download links (firestoreBytes.link). */
export const DOWNLOAD_PATH = '/v1/files/download';

/**
 * GET /v1/files/download?t=<token> — the Firestore store's signed link: the bytes with their sniffed type, as an
 * attachment under the original name. The token is the permission (issued by get-signed-file after its check),
 * valid until its expiry; an unknown or expired token answers 404 without saying which.
 */
export async function download(req: Request, res: Response): Promise<void> {
  const token = typeof req.query.t === 'string' ? req.query.t : '';
  const gone = () => void res.status(404).json({ err: 'NOT_FOUND' });
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return gone();
  const ticket = await db.doc(`${col.fileLinks}/${ticketKey(token)}`).get();
  if (!ticket.exists || ticket.get('expiresAt').toMillis() < Date.now()) return gone();
  const orgId = ticket.get('org') as string;
  const fileId = ticket.get('fileId') as string;
  const [described, bytes] = await Promise.all([fileRef(orgId, fileId).get(), firestoreBytes.get(orgId, fileId)]);
  if (!described.exists || !bytes) return gone();
  const file = described.data() as StoredFile;
  res.set({
    'content-type': file.contentType,
    'content-disposition': attachment(file.fileName),
    'content-length': String(bytes.length),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  res.status(200).end(bytes);
}
