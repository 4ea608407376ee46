import { getStorage } from 'firebase-admin/storage';
import { orgPath } from '@tessera/domain/paths';
import type { ByteStore } from './byteStore';
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
  async get(orgId, fileId) {
    const [bytes] = await object(orgId, fileId)
      .download()
      .catch((e: { code?: number }) => (e.code === 404 ? [null] : Promise.reject(e)));
    return bytes;
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
