import { exportSearchFileContract } from '@tessera/domain/contracts/search';
import { searchExportPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { describeFile, fileLink } from '../files/storedFiles';

/**
 * GET /v1/advanced-search/export-search-file (header id) — the link of a background download's file, for the admin who
 * asked for it only (another admin's job is NOT_FOUND, like a missing one: its rows were in that admin's scope).
 */
export const exportSearchFile = route(exportSearchFileContract, async ({ claims, principal, headers }) => {
  const job = await db.doc(searchExportPath(claims.org, headers.id)).get();
  if (!job.exists || job.get('ownerUid') !== principal.uid) throw new ApiError('NOT_FOUND');
  if (job.get('status') !== 'DONE') throw new ApiError('EXPORT_NOT_READY');
  const file = await describeFile(claims.org, job.get('fileId') as string);
  const link = await fileLink(claims.org, file);
  return { ...link, fileName: file.fileName, count: job.get('done') as number };
});
