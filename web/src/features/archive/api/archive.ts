import { archiveExportFileContract, importArchiveContract, startArchiveExportContract } from '@tessera/domain/contracts/archive';
import type { OrganizationInput } from '@tessera/domain/settings/organizations';
import { orgCol } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { followLink } from '../../../lib/files/followLink';
import { fileToBase64 } from '../../../lib/files/fileToBase64';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

export interface ArchiveJob {
  id: string;
  kind: 'export' | 'import';
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  done?: number;
  total?: number;
  fileName?: string;
  /** a failed job's error code (the catalogue's, domain errors.ts) */
  error?: string;
  /** an import's: the new organization as the platform admin named it */
  organization?: { name: string; plan: string };
  /** once DONE: documents per part, as the archive's manifest gives them */
  counts?: Record<string, number>;
  /** once DONE: what the import could not bring (sign-ins) */
  notes?: string[];
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

/** One archive job of an organization, live: an import's progress, read by the platform admin who started it. */
export const useArchiveJob = (orgId: string, jobId: string) => useLiveDocument<ArchiveJob>(`${orgCol(orgId, 'archiveJobs')}/${jobId}`);

/** POST /v1/organizations/import: a new organization from the archive `file`; `onProgress` follows the upload. */
export async function importArchive(input: OrganizationInput, file: File, onProgress: (fraction: number) => void) {
  const archive = { fileName: file.name, contentBase64: await fileToBase64(file) };
  return apiCall(importArchiveContract, { body: { ...input, archive }, overlay: false, onProgress });
}
