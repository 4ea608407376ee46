import {
  archiveExportFileContract,
  importArchiveContract,
  startArchiveExportContract,
  uploadArchivePieceContract,
} from '@tessera/domain/contracts/archive';
import { ARCHIVE_UPLOAD_PIECE_BYTES } from '@tessera/domain/archive/manifest';
import type { OrganizationInput } from '@tessera/domain/settings/organizations';
import { orgCol } from '@tessera/domain/paths';
import { ApiFailure, apiCall } from '../../../lib/api/client';
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

/** How the upload goes: the piece being sent (from 1), of how many, and how much of it is sent. */
export interface UploadStep {
  piece: number;
  pieces: number;
  /** of the whole archive, 0 to 1 */
  fraction: number;
}

/** A piece lost on the network is sent again this many times, after a pause growing each time. */
const PIECE_ATTEMPTS = 4;
const RETRY_PAUSE_MS = 1000;

/** A random upload id (base64url, 22 characters): the pieces and the import name the same upload. */
function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * POST /v1/organizations/import/piece, piece after piece: the archive sent in pieces of ARCHIVE_UPLOAD_PIECE_BYTES (a
 * request carries at most 32 MB). A piece that fails on the network (no answer) is sent again; the server keeps one
 * copy of each piece whatever it was sent. Gives the upload's id.
 */
async function uploadArchive(file: File, onStep: (step: UploadStep) => void): Promise<string> {
  const uploadId = newUploadId();
  const pieces = Math.max(1, Math.ceil(file.size / ARCHIVE_UPLOAD_PIECE_BYTES));
  for (let index = 0; index < pieces; index++) {
    const start = index * ARCHIVE_UPLOAD_PIECE_BYTES;
    const blob = file.slice(start, Math.min(file.size, start + ARCHIVE_UPLOAD_PIECE_BYTES));
    const body = { uploadId, index, total: pieces, size: file.size, contentBase64: await fileToBase64(blob) };
    const onProgress = (f: number) => onStep({ piece: index + 1, pieces, fraction: (start + f * blob.size) / file.size });
    for (let attempt = 1; ; attempt++) {
      onProgress(0);
      try {
        await apiCall(uploadArchivePieceContract, { body, overlay: false, onProgress });
        break;
      } catch (e) {
        if (!(e instanceof ApiFailure && e.code === 'NETWORK') || attempt >= PIECE_ATTEMPTS) throw e;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * attempt));
      }
    }
  }
  onStep({ piece: pieces, pieces, fraction: 1 });
  return uploadId;
}

/**
 * A new organization from the archive `file`: sent in pieces (uploadArchive, `onStep` following it), then
 * POST /v1/organizations/import names the upload; the server checks the archive before it creates anything.
 */
export async function importArchive(input: OrganizationInput, file: File, onStep: (step: UploadStep) => void) {
  const uploadId = await uploadArchive(file, onStep);
  return apiCall(importArchiveContract, { body: { ...input, archive: { fileName: file.name, uploadId } }, overlay: false });
}
