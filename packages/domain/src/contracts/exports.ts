import { z } from 'zod';
import { EXTRACTION_MIME, extractionRequest } from '../exports/extraction';
import { defineContract } from './contract';

/** An export as the API answers it: the file in base64, its name and type, and how many rows it holds. */
export const extractionAnswer = z.strictObject({
  result: z.base64().describe('the file, base64'),
  fileName: z.string(),
  mimeType: z.enum(Object.values(EXTRACTION_MIME) as [string, ...string[]]),
  count: z.number().int().nonnegative().describe('rows; 0: the file holds only the header'),
});

export const extractionContract = defineContract({
  method: 'POST',
  path: '/v1/members/extraction',
  summary: 'The filtered members as a file: XLSX, CSV (`;`, BOM) or TXT (tab, BOM).',
  description:
    'The chosen columns with their Italian headers, rows sorted by surname and name, text neutralized against formula ' +
    'injection. No member matching: a header-only file and `count` 0. More than EXTRACTION_MAX_ROWS rows: INVALID_REQUEST.',
  access: 'members.read',
  scope: 'groups',
  body: extractionRequest,
  answer: extractionAnswer,
  errors: ['NO_USER_ALLOWED'],
});
