import { z } from 'zod';
import { defineContract } from './contract';
import { docId } from '../entities/common';
import { organizationInput } from '../settings/organizations';
import { ARCHIVE_IMPORT_MAX_BYTES, ARCHIVE_UPLOAD_ID, ARCHIVE_UPLOAD_MAX_PIECES, ARCHIVE_UPLOAD_PIECE_BYTES } from '../archive/manifest';

const MB = 1024 * 1024;
/** base64's length for `bytes` bytes, and room for the rest of the request */
const base64Body = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64 * 1024;
const uploadId = z.string().regex(ARCHIVE_UPLOAD_ID, 'validation.id');

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

export const uploadArchivePieceContract = defineContract({
  method: 'POST',
  path: '/v1/organizations/import/piece',
  summary: 'Sends one piece of an association archive to import (the archive travels in pieces; import then names the upload).',
  description:
    'The browser makes the upload id (random) and sends pieces 0 to total − 1 in any order, each with the same total ' +
    `and size (the whole archive's bytes, at most ${ARCHIVE_IMPORT_MAX_BYTES / MB} MB). A piece holds at most ` +
    `${ARCHIVE_UPLOAD_PIECE_BYTES / MB} MB. A piece sent again replaces the one stored. An upload is its sender's: ` +
    'another admin naming it gets NOT_FOUND. Pieces of an upload not imported are removed after a day. The answer ' +
    'says how many pieces are stored and whether the upload is complete.',
  access: 'organizations.manage',
  scope: 'installation',
  maxBodyBytes: base64Body(ARCHIVE_UPLOAD_PIECE_BYTES),
  body: z
    .strictObject({
      uploadId,
      index: z.number().int().min(0),
      total: z.number().int().min(1).max(ARCHIVE_UPLOAD_MAX_PIECES, 'archive.upload.tooManyPieces'),
      size: z.number().int().min(1).max(ARCHIVE_IMPORT_MAX_BYTES, 'archive.upload.tooLarge'),
      contentBase64: z
        .string()
        .min(1, 'validation.required')
        .max(Math.ceil(ARCHIVE_UPLOAD_PIECE_BYTES / 3) * 4, 'archive.upload.pieceTooLarge'),
    })
    .superRefine((b, ctx) => {
      if (b.index >= b.total) ctx.addIssue({ code: 'custom', path: ['index'], message: 'archive.upload.indexOutOfRange' });
      if (b.total * ARCHIVE_UPLOAD_PIECE_BYTES < b.size)
        ctx.addIssue({ code: 'custom', path: ['total'], message: 'archive.upload.tooFewPieces' });
      if (b.total > b.size) ctx.addIssue({ code: 'custom', path: ['total'], message: 'archive.upload.tooManyPieces' });
    }),
  answer: z.strictObject({
    received: z.number().int().describe('pieces of the upload stored so far'),
    complete: z.boolean().describe('every piece stored, their bytes as many as size: the upload can be imported'),
  }),
});

export const importArchiveContract = defineContract({
  method: 'POST',
  path: '/v1/organizations/import',
  summary: 'Creates a new organization from an association archive and queues the import of its data.',
  description:
    'The archive is an upload whose pieces are all stored (archive.uploadId: import/piece), or, up to ' +
    `${ARCHIVE_UPLOAD_PIECE_BYTES / MB} MB, its bytes in this request (archive.contentBase64). An upload not complete ` +
    'or not the caller’s answers INVALID_REQUEST on archive.uploadId. The archive is checked, read by ranges, before ' +
    'anything is written: not a zip, no manifest, another tool’s file or a damaged part answers ARCHIVE_INVALID, a ' +
    'newer or unknown schema version ARCHIVE_VERSION_UNSUPPORTED, and a refused upload is removed. Then the ' +
    'organization is created as create creates one (name, plan, first general admin invited) and a job writes the ' +
    'archive into it; its progress is at organizations/{id}/archiveJobs/{jobId}. Document ids are kept. Sign-ins are ' +
    'not in an archive: the members must be invited again, and the other admins added again. At most ' +
    `${ARCHIVE_IMPORT_MAX_BYTES / MB} MB.`,
  access: 'organizations.manage',
  scope: 'installation',
  maxBodyBytes: base64Body(ARCHIVE_UPLOAD_PIECE_BYTES),
  body: organizationInput.extend({
    archive: z
      .strictObject({
        fileName: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
        uploadId: uploadId.optional(),
        contentBase64: z
          .string()
          .min(1, 'validation.required')
          .max(Math.ceil(ARCHIVE_UPLOAD_PIECE_BYTES / 3) * 4, 'archive.upload.pieceTooLarge')
          .optional(),
      })
      .refine((a) => (a.uploadId === undefined) !== (a.contentBase64 === undefined), {
        path: ['uploadId'],
        message: 'archive.upload.oneSource',
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
