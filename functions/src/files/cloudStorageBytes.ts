import { getStorage } from 'firebase-admin/storage';
import { orgPath } from '@tessera/domain/paths';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { ByteSink, ByteStore } from './byteStore';
import { attachment } from './attachment';

const object = (orgId: string, fileId: string) =>
  getStorage()
    .bucket()
    .file(`${orgPath(orgId)}/files/${fileId}`);

/**
 * Files in the project's default Cloud Storage bucket (production). The bucket stays private (storage.rules deny
 * everything); a link is a V4 signed URL, which needs the functions' service account to hold
 * "Service Account Token Creator" on itself (docs/deploy.md "Files").
 */
export const cloudStorageBytes: ByteStore = {
  async put(orgId, fileId, bytes, contentType) {
    await object(orgId, fileId).save(bytes, { contentType, resumable: false });
  },
  putStream(orgId, fileId, contentType) {
    // a resumable upload: a large file survives a dropped connection mid-way, and the client sends it as it is written
    const stream = object(orgId, fileId).createWriteStream({ contentType, resumable: true });
    let failed: unknown = null;
    stream.on('error', (e) => void (failed ??= e));
    // settles once, when the upload ends or fails; awaited by whichever write or end is waiting then
    const ended = finished(stream);
    ended.catch(() => undefined);
    const sink: ByteSink = {
      async write(bytes) {
        if (failed) throw failed;
        if (!stream.write(bytes)) await Promise.race([once(stream, 'drain'), ended]);
        if (failed) throw failed;
      },
      async end() {
        if (failed) throw failed;
        stream.end();
        await ended;
      },
      async abort() {
        stream.destroy();
        await object(orgId, fileId).delete({ ignoreNotFound: true });
      },
    };
    return sink;
  },
  async get(orgId, fileId) {
    const [bytes] = await object(orgId, fileId)
      .download()
      .catch((e: { code?: number }) => (e.code === 404 ? [null] : Promise.reject(e)));
    return bytes;
  },
  async size(orgId, fileId) {
    const [meta] = await object(orgId, fileId)
      .getMetadata()
      .catch((e: { code?: number }) => (e.code === 404 ? [null] : Promise.reject(e)));
    return meta ? Number(meta.size) : null;
  },
  async getRange(orgId, fileId, start, end) {
    if (end <= start) return Buffer.alloc(0);
    const parts: Buffer[] = [];
    // a ranged read: Cloud Storage's `end` is the last byte read
    for await (const c of object(orgId, fileId).createReadStream({ start, end: end - 1 })) parts.push(c as Buffer);
    return Buffer.concat(parts);
  },
  async remove(orgId, fileId) {
    await object(orgId, fileId).delete({ ignoreNotFound: true });
  },
  async link(orgId, fileId, file, expires) {
    const [url] = await object(orgId, fileId).getSignedUrl({
      version: 'v4',
      action: 'read',
      expires,
      responseDisposition: attachment(file.fileName),
      responseType: file.contentType,
    });
    return url;
  },
};
