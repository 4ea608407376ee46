import { z } from 'zod';
import { defineContract } from './contract';
import { docId } from '../entities/common';
import { organizationInput } from '../settings/organizations';
import { ARCHIVE_IMPORT_MAX_BYTES } from '../archive/manifest';

// The association archive: the whole organization out as one zip, and back in as a new organization.

export const startArchiveExportContract = defineContract({
  method: 'POST',
  path: '/v1/archive/export',
  summary: 'Starts writing the whole association as one archive (zip: manifest.json and one NDJSON file per collection).',
  description:
    'A background job: its status and progress are read live at organizations/{org}/archiveJobs/{id}; once DONE, ' +
    'export-file links the zip. What goes in and what stays out is listed in docs/data-model.md §2.24. One export at a ' +
    'time per organization: another one queued or running answers ARCHIVE_EXPORT_BUSY.',
  access: 'archive.export',
  scope: 'organization',
  answer: z.strictObject({ id: z.string() }),
  errors: ['ARCHIVE_EXPORT_BUSY'],
});

export const archiveExportFileContract = defineContract({
  method: 'GET',
  path: '/v1/archive/export-file',
  summary: 'A download link for the zip of a finished association export (header id).',
  description: 'An export not DONE answers EXPORT_NOT_READY; an import job or a missing id NOT_FOUND. The link works for a few minutes.',
  access: 'archive.export',
  scope: 'organization',
  headers: z.object({ id: docId.describe('the export job') }),
  answer: z.strictObject({ url: z.string(), expiresAt: z.string(), fileName: z.string() }),
  errors: ['EXPORT_NOT_READY'],
});

export const importArchiveContract = defineContract({
  method: 'POST',
  path: '/v1/organizations/import',
  summary: 'Creates a new organization from an association archive and queues the import of its data.',
  description:
    'The archive is checked before anything is written: not a zip, no manifest, another tool’s file or a damaged part ' +
    'answers ARCHIVE_INVALID, a newer or unknown schema version ARCHIVE_VERSION_UNSUPPORTED. Then the organization is ' +
    'created as create creates one (name, plan, first general admin invited) and a job writes the archive into it; its ' +
    'progress is at organizations/{id}/archiveJobs/{jobId}. Document ids are kept. Sign-ins are not in an archive: the ' +
    `members must be invited again, and the other admins added again. At most ${ARCHIVE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  access: 'organizations.manage',
  scope: 'installation',
  maxBodyBytes: Math.ceil(ARCHIVE_IMPORT_MAX_BYTES / 3) * 4 + 64 * 1024,
  body: organizationInput.extend({
    archive: z.strictObject({
      fileName: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
      contentBase64: z.string().min(1, 'validation.required'),
    }),
  }),
  answer: z.strictObject({
    id: z.string().describe('the new organization'),
    jobId: z.string(),
    invited: z.boolean(),
    counts: z.record(z.string(), z.number().int()).describe('documents per part, as the manifest gives them'),
  }),
  errors: ['ARCHIVE_INVALID', 'ARCHIVE_VERSION_UNSUPPORTED'],
});
