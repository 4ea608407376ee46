import { archiveExportFileContract, startArchiveExportContract } from '@tessera/domain/contracts/archive';
import { orgCol } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { followLink } from '../../../lib/files/followLink';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export interface ArchiveJob {
  id: string;
  kind: 'export' | 'import';
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  done?: number;
  total?: number;
  fileName?: string;
  error?: string;
}

/** POST /v1/archive/export: queues the association's export. */
export const startArchiveExport = () => apiCall(startArchiveExportContract);

/** GET /v1/archive/export-file, then the link followed: the finished export's zip saved. */
export async function downloadArchive(id: string): Promise<void> {
  const answer = await apiCall(archiveExportFileContract, { headers: { id }, overlay: false });
  followLink(answer.url);
}

/** The organization's archive jobs, live (their progress). */
export const useArchiveJobs = (orgId: string) => useLiveCollection<ArchiveJob>(orgCol(orgId, 'archiveJobs'));
