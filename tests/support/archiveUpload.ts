import { randomBytes } from 'node:crypto';
import { ARCHIVE_UPLOAD_PIECE_BYTES } from '@tessera/domain/archive/manifest';
import type { ApiAnswer } from './api';

/** Sends one request of the upload (POST /v1/organizations/import/piece) as some caller. */
export type SendPiece = (body: Record<string, unknown>) => Promise<ApiAnswer>;

/** A fresh upload id, as the web app makes one. */
export const newUploadId = () => randomBytes(16).toString('base64url');

/** The pieces of `bytes`, `pieceBytes` each (the last one shorter), as the import's piece endpoint takes them. */
export function piecesOf(bytes: Buffer, uploadId: string, pieceBytes = ARCHIVE_UPLOAD_PIECE_BYTES) {
  const total = Math.max(1, Math.ceil(bytes.length / pieceBytes));
  return Array.from({ length: total }, (_, index) => ({
    uploadId,
    index,
    total,
    size: bytes.length,
    contentBase64: bytes.subarray(index * pieceBytes, (index + 1) * pieceBytes).toString('base64'),
  }));
}

/** Uploads `bytes` in pieces (in `order`, by default one after the other); gives the upload id for the import. */
export async function uploadInPieces(
  send: SendPiece,
  bytes: Buffer,
  opts: { pieceBytes?: number; order?: (pieces: number) => number[] } = {},
): Promise<string> {
  const uploadId = newUploadId();
  const pieces = piecesOf(bytes, uploadId, opts.pieceBytes);
  const order = opts.order?.(pieces.length) ?? pieces.map((_, i) => i);
  for (const i of order) {
    const res = await send(pieces[i]!);
    if (res.status !== 200) throw new Error(`piece ${i} refused: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  return uploadId;
}
