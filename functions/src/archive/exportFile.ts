import { archiveExportFileContract } from '@tessera/domain/contracts/archive';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { describeFile, fileLink } from '../files/storedFiles';
import { archiveJobRef } from './jobRun';

/** GET /v1/archive/export-file (header id) — the link of a finished export's zip. */
export const archiveExportFile = route(archiveExportFileContract, async ({ claims, headers }) => {
  const job = await archiveJobRef(claims.org, headers.id).get();
  if (!job.exists || job.get('kind') !== 'export') throw new ApiError('NOT_FOUND');
  if (job.get('status') !== 'DONE') throw new ApiError('EXPORT_NOT_READY');
  const file = await describeFile(claims.org, job.get('fileId') as string);
  const link = await fileLink(claims.org, file);
  return { ...link, fileName: file.fileName };
});
