import { z } from 'zod';
import { defineContract } from './contract';
import { docId } from '../entities/common';
import { searchQuery } from '../search/query';
import { SEARCH_PAGE_SIZE } from '../search/run';
import { savedSearchInput, savedSearchSchema, SAVED_SEARCHES_MAX } from '../search/saved';
import { SEARCH_DOWNLOAD_INLINE_MAX, SEARCH_DOWNLOAD_MAX_ROWS, searchDownloadRequest } from '../search/download';
import { extractionAnswer } from './exports';
import { aggregateRequest } from '../search/aggregate';
import { AGGREGATION_PLANS } from '../constants';

// Advanced search (docs/search.md): the back office's queries and saved searches.

const cellValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]);

export const performSearchContract = defineContract({
  method: 'POST',
  path: '/v1/advanced-search/perform-search',
  summary: 'Runs an advanced search: the count of matches and one page of rows with the chosen columns.',
  description:
    'The query is the JSON document of docs/search.md (one schema for the screen, the API and saved searches). ' +
    'A query naming a field the organization does not have (a deleted custom field), an operator its type does not ' +
    'take or a missing value answers INVALID_REQUEST with the issue at its path. Group admins search their groups ' +
    `only. It reads the search projection (at most 256 documents) whatever the association's size. Pages of at most ${SEARCH_PAGE_SIZE.max}.`,
  access: 'advancedSearch.use',
  scope: 'groups',
  body: z.strictObject({
    query: searchQuery,
    offset: z.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.number().int().min(1).max(SEARCH_PAGE_SIZE.max).default(SEARCH_PAGE_SIZE.default),
  }),
  answer: z.strictObject({
    count: z.number().int(),
    columns: z.array(z.string()),
    rows: z.array(z.strictObject({ id: z.string(), values: z.record(z.string(), cellValue) })),
  }),
});

export const getSearchesContract = defineContract({
  method: 'GET',
  path: '/v1/advanced-search/get-searches',
  summary: 'The saved searches the caller sees: their own and those shared in the organization, by name.',
  description: 'Each says what stops it running now (`issues`), so a search whose custom field was deleted says which condition to fix.',
  access: 'advancedSearch.use',
  scope: 'organization',
  answer: z.strictObject({ searches: z.array(savedSearchSchema) }),
});

export const saveSearchContract = defineContract({
  method: 'POST',
  path: '/v1/advanced-search/save-search',
  summary: 'Saves a search (header id: replaces the caller’s saved search of that id).',
  description:
    'A query that would not run now, or that names a list value the organization does not have in the field’s list ' +
    `(validation.notFound at that value), is refused (INVALID_REQUEST). At most ${SAVED_SEARCHES_MAX} saved searches per admin (QUOTAS_EXCEEDED).`,
  access: 'advancedSearch.use',
  scope: 'organization',
  headers: z.object({ id: docId.optional().describe('the saved search to replace') }),
  body: savedSearchInput,
  answer: z.strictObject({ id: z.string() }),
  errors: ['QUOTAS_EXCEEDED'],
});

export const deleteSearchContract = defineContract({
  method: 'GET',
  path: '/v1/advanced-search/delete-search',
  summary: 'Deletes one of the caller’s saved searches (a GET with header id).',
  access: 'advancedSearch.use',
  scope: 'organization',
  headers: z.object({ id: docId.describe('the saved search') }),
  answer: z.strictObject({ result: z.literal(true) }),
});

export const downloadSearchContract = defineContract({
  method: 'POST',
  path: '/v1/advanced-search/download',
  summary: 'Every match of a query as a file: XLSX (sheet "Estrazione"), CSV (`;`, BOM) or TXT (tab, BOM).',
  description:
    "The query's columns with their Italian headers, in its sort, dates as dates, text (tax codes, card numbers) as " +
    `text, cells neutralized against formula injection. Up to ${SEARCH_DOWNLOAD_INLINE_MAX} rows the file is the answer ` +
    '(`kind` file; `count` 0: no match, a header-only file). More rows: a background job is queued (`kind` job) whose ' +
    'progress its owner reads at organizations/{org}/searchExports/{id}, and whose file export-search-file links once ' +
    `DONE. More than ${SEARCH_DOWNLOAD_MAX_ROWS} rows: INVALID_REQUEST.`,
  access: 'advancedSearch.use',
  scope: 'groups',
  body: searchDownloadRequest,
  answer: z.discriminatedUnion('kind', [
    extractionAnswer.extend({ kind: z.literal('file') }),
    z.strictObject({ kind: z.literal('job'), id: z.string(), total: z.number().int().positive() }),
  ]),
});

export const exportSearchFileContract = defineContract({
  method: 'GET',
  path: '/v1/advanced-search/export-search-file',
  summary: 'A download link for the file of one of the caller’s background downloads (header id).',
  description:
    'Only the admin who asked for the download gets its link (another one’s job is NOT_FOUND, like a missing one); a job ' +
    'not DONE answers EXPORT_NOT_READY. The link works for a few minutes.',
  access: 'advancedSearch.use',
  scope: 'organization',
  headers: z.object({ id: docId.describe('the download job') }),
  answer: z.strictObject({ url: z.string(), expiresAt: z.string(), fileName: z.string(), count: z.number().int() }),
  errors: ['EXPORT_NOT_READY'],
});

export const aggregateSearchContract = defineContract({
  method: 'POST',
  path: '/v1/advanced-search/aggregate',
  summary: 'The matches of a query counted by one dimension (age band, gender, group, section, category, province …).',
  description:
    `Advanced data aggregation: organizations on ${AGGREGATION_PLANS.join(' and ')} only, the others answer ` +
    "NOT_ENABLED. `by` must be a dimension of the query's mode (INVALID_REQUEST at `body.by`); age bands in the set " +
    'chosen (`bands`: standard 14-25, 26-40, 41-65, 66+; alternate 16-25, 26-40, 40-55, 55-70, 70+). Buckets: `key` null ' +
    'counts the matches holding no value; fee years count a member once per year paid. With `format`, the table as a file ' +
    'too (Italian headers, names for ids).',
  access: 'advancedSearch.use',
  scope: 'groups',
  body: aggregateRequest,
  answer: z.strictObject({
    count: z.number().int().describe('the matches'),
    buckets: z.array(
      z.strictObject({ key: z.string().nullable(), count: z.number().int(), sum: z.number().int().nullable().describe('payments: cents') }),
    ),
    file: extractionAnswer.omit({ count: true }).nullable(),
  }),
  errors: ['NOT_ENABLED'],
});
