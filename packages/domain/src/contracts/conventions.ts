import { z } from 'zod';
import { defineContract } from './contract';
import { docId } from '../entities/common';
import { conventionDocumentSchema, conventionInput, conventionSchema, MAX_CONVENTION_DOCUMENTS } from '../entities/convention';
import { FILE_MAX_BYTES } from '../files/files';
import { FILE_UPLOAD_MAX_BODY, fileUploadFields } from '../files/fileUpload';

// Conventions: the back office reads them, organization admins and the management write.

const conventionHeaders = z.object({ id: docId.describe('the convention id') });

/** Conventions one GET all answer holds; `after` pages on. */
export const CONVENTIONS_PAGE = 200;

export const listConventionsContract = defineContract({
  method: 'GET',
  path: '/v1/conventions/all',
  summary: 'The conventions of the organization by name, a page at a time.',
  description:
    `At most ${CONVENTIONS_PAGE} per answer; \`next\` is the id to send as header \`after\` for the next page (null: the last). ` +
    'The screens read the list from Firestore a page at a time; this is for integrations.',
  access: 'conventions.read',
  scope: 'organization',
  headers: z.object({ after: docId.optional().describe('the last id of the previous page') }),
  answer: z.strictObject({ conventions: z.array(conventionSchema), next: z.string().nullable() }),
});

export const getConventionContract = defineContract({
  method: 'GET',
  path: '/v1/conventions/one',
  summary: 'One convention with its documents.',
  access: 'conventions.read',
  scope: 'organization',
  headers: conventionHeaders,
  answer: conventionSchema,
});

export const createConventionContract = defineContract({
  method: 'POST',
  path: '/v1/conventions/one',
  summary: 'Creates a convention with a company of the organization’s company lists.',
  description: 'An end date is required unless perpetual, never before the start. Documents are added afterwards (conv-doc).',
  access: 'conventions.write',
  scope: 'organization',
  body: conventionInput,
  answer: z.strictObject({ id: z.string() }),
});

export const patchConventionContract = defineContract({
  method: 'PATCH',
  path: '/v1/conventions/one',
  summary: 'Changes a convention’s fields (all of them, as the form sends them); its documents stay.',
  access: 'conventions.write',
  scope: 'organization',
  headers: conventionHeaders,
  body: conventionInput,
  answer: z.strictObject({ id: z.string() }),
});

export const deleteConventionContract = defineContract({
  method: 'DELETE',
  path: '/v1/conventions/conv',
  summary: 'Deletes a convention and its documents’ files.',
  access: 'conventions.write',
  scope: 'organization',
  headers: conventionHeaders,
  answer: z.strictObject({ deleted: z.literal(true) }),
});

export const addConventionDocumentContract = defineContract({
  method: 'POST',
  path: '/v1/conventions/conv-doc',
  summary: 'Adds a document (PDF, PNG, JPEG or WEBP) to a convention.',
  description:
    `At most ${FILE_MAX_BYTES / 1024 / 1024} MB and ${MAX_CONVENTION_DOCUMENTS} documents per convention. The type is read from the ` +
    'file’s first bytes, not from its name: anything else (an executable renamed .pdf) is refused with ' +
    '`upload.documentType`. The original name is kept for the download. NOT_ENABLED while the organization keeps no ' +
    'documents archive (preference documentsArchive).',
  access: 'conventions.write',
  scope: 'organization',
  feature: 'documentsArchive',
  headers: z.object({ cid: docId.describe('the convention id') }),
  body: z.object({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.tooLong')
      .describe('the document’s title'),
    ...fileUploadFields,
  }),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  answer: conventionDocumentSchema,
});

export const deleteConventionDocumentContract = defineContract({
  method: 'DELETE',
  path: '/v1/conventions/conv-doc',
  summary: 'Removes a document from a convention and deletes its file.',
  description: 'NOT_ENABLED while the organization keeps no documents archive (preference documentsArchive).',
  access: 'conventions.write',
  scope: 'organization',
  feature: 'documentsArchive',
  headers: z.object({ cid: docId.describe('the convention id'), did: docId.describe('the document id') }),
  answer: z.strictObject({ deleted: z.literal(true) }),
});
