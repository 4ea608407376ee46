import { logger } from 'firebase-functions';
import { isProxyScanType } from '@tessera/domain/assemblies/proxyScan';
import { paperProxyScanContract } from '@tessera/domain/contracts/assemblies';
import { sniffFileType } from '@tessera/domain/files/files';
import { orgCol } from '@tessera/domain/paths';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { eraseEach } from '../shared/erasing';
import type { PersonalDataSubject } from '../personalData/registry';
import { describeFile, fileLink, namedOrRemoved, putBytes, removeFile, uploadedBytes } from '../files/storedFiles';
import { loadAssembly, proxyRef, type StoredProxy } from './store';

// The scan of a paper proxy, the signed form the law wants written: stored through the files module (owner kind
// `proxyScan`, never linked by get-signed-file) and named on the proxy (`scanFileId`). Only the back office reads it.

/** The stored files' checks answer at `body.contentBase64`; here the file is the body's `scan`. */
function atScan(e: unknown): unknown {
  if (!(e instanceof ApiError) || e.code !== 'INVALID_REQUEST' || !e.issues) return e;
  return new ApiError(
    'INVALID_REQUEST',
    e.issues.map((i) => ({ ...i, path: i.path === 'body.contentBase64' ? 'body.scan.contentBase64' : i.path })),
  );
}

/**
 * The scan checked (present, within the size, a PDF, PNG or JPEG by its bytes, a PDF read through) and stored for the
 * proxy of `giver`; not yet named on it: `namedIn` runs the write that names it and deletes the file again when that
 * write fails, so a refused proxy leaves no file behind.
 */
export async function storeProxyScan(orgId: string, assemblyId: string, giver: string, scan: { fileName: string; contentBase64: string }) {
  let fileId: string;
  try {
    const bytes = uploadedBytes(scan);
    if (!isProxyScanType(sniffFileType(bytes)))
      throw new ApiError('INVALID_REQUEST', [{ path: 'body.contentBase64', message: 'upload.documentType' }]);
    fileId = (await putBytes(orgId, { kind: 'proxyScan', id: `${assemblyId}_${giver}` }, scan.fileName, bytes)).id;
  } catch (e) {
    throw atScan(e);
  }
  return {
    fileId,
    namedIn: <T>(write: () => Promise<T>): Promise<T> => namedOrRemoved(orgId, fileId, write),
  };
}

/** Deletes a revoked proxy's scan: the proxy is gone, its form no longer backs anything. */
export async function releaseProxyScan(orgId: string, proxy: StoredProxy): Promise<void> {
  if (!proxy.scanFileId) return;
  await removeFile(orgId, proxy.scanFileId).catch((err: unknown) =>
    logger.warn('orphan file left', { org: orgId, file: proxy.scanFileId, err: String(err) }),
  );
}

/** GET /v1/assemblies/paper-proxy-scan (headers assembly, giver): the link of the proxy's scan. */
export const paperProxyScan = route(paperProxyScanContract, async ({ claims, headers }) => {
  await loadAssembly(claims.org, headers.assembly);
  const proxy = await proxyRef(claims.org, headers.assembly, headers.giver).get();
  const fileId = proxy.get('scanFileId') as string | null | undefined;
  if (!proxy.exists || !fileId) throw new ApiError('NOT_FOUND');
  const file = await describeFile(claims.org, fileId);
  const contentType = file.contentType;
  if (file.owner.kind !== 'proxyScan' || !isProxyScanType(contentType)) throw new ApiError('NOT_FOUND');
  const link = await fileLink(claims.org, file);
  return { ...link, fileName: file.fileName, contentType };
});

/**
 * An erased member's signed forms go (their name and signature are on them), as a member's photo does: every scan of
 * a proxy the member gave or held, in each of the organization's assemblies. The proxy itself stays, by ids alone,
 * with `scanFileId` null and `scanErased` set, so the count of the assembly and its minutes still add up.
 */
export async function eraseProxyScans({ orgId, memberId }: PersonalDataSubject): Promise<number> {
  const assemblies = await db.collection(orgCol(orgId, 'assemblies')).select().get();
  const found = (
    await Promise.all(
      assemblies.docs.flatMap((a) =>
        (['giver', 'holder'] as const).map((side) => a.ref.collection('proxies').where(side, '==', memberId).get()),
      ),
    )
  ).flatMap((q) => q.docs.filter((d) => typeof d.get('scanFileId') === 'string'));
  for (const d of found) await removeFile(orgId, d.get('scanFileId') as string);
  return eraseEach(found, () => ({ scanFileId: null, scanErased: true }));
}
