import { checkRecipientsColumns, checkRecipientsFileName } from '@tessera/domain/forms/uploads';
import { isEmailAddress } from '@tessera/domain/entities/common';
import { normalizeRecipient, type MergeValues } from '@tessera/domain/mailshots/mailshot';
import { recipientsFileContract } from '@tessera/domain/contracts/mailshots';
import { EXTRACTION_MIME } from '@tessera/domain/exports/extraction';
import type { UploadCell } from '@tessera/domain/uploads/memberUpload';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { fileBytes, putExportFile, uploadedBytes } from '../files/storedFiles';
import { readSheet } from '../uploads/sheet';

/** How many invalid and duplicate rows the check lists (their totals are always given). */
const LISTED = 100;

const cellText = (c: UploadCell | undefined) =>
  c === null || c === undefined ? '' : c instanceof Date ? c.toISOString().slice(0, 10) : typeof c === 'object' ? '' : String(c).trim();

/** A recipients file's rows as candidates: the email column's value, every other named column a merge value. */
export async function fileCandidates(fileName: string, bytes: Uint8Array) {
  const sheet = await readSheet(fileName, bytes);
  const check = checkRecipientsColumns(sheet.header);
  if (!check.ok) throw new ApiError('INVALID_REQUEST', [{ path: 'body.contentBase64', message: check.error }]);
  const names = sheet.header.map((h) => cellText(h));
  const candidates = sheet.rows.flatMap((row, i) => {
    // a blank line (an empty row between blocks, the last line of a hand-edited CSV) names nobody: skipped, not invalid
    if (row.every((cell) => cellText(cell) === '')) return [];
    const values: MergeValues = {};
    names.forEach((name, col) => {
      if (name && col !== check.emailIndex) values[name] = cellText(row[col]);
    });
    // line 1 is the header; a skipped line keeps its number
    return [{ row: i + 2, email: cellText(row[check.emailIndex]), values }];
  });
  return { format: sheet.format, candidates };
}

/** A stored recipients file's candidates, or NOT_FOUND when its bytes are gone. */
export async function storedFileCandidates(orgId: string, fileId: string, fileName: string) {
  const bytes = await fileBytes(orgId, fileId);
  if (!bytes) throw new ApiError('NOT_FOUND');
  return (await fileCandidates(fileName, bytes)).candidates;
}

/**
 * POST /v1/mailshots/recipients-file {fileName, contentBase64} — the file checked (XLSX or CSV, with a column named
 * email), invalid addresses and duplicates reported by row, then stored for the mailshot that names it.
 */
export const checkRecipientsFile = route(recipientsFileContract, async ({ claims, body }) => {
  const bytes = uploadedBytes(body);
  const name = checkRecipientsFileName(body.fileName);
  if (!name.ok) throw new ApiError('INVALID_REQUEST', [{ path: 'body.fileName', message: name.error }]);
  const { format, candidates } = await fileCandidates(body.fileName, bytes);
  const seen = new Set<string>();
  const invalid: { row: number; value: string }[] = [];
  const duplicates: { row: number; value: string }[] = [];
  let invalidCount = 0;
  let duplicateCount = 0;
  for (const c of candidates) {
    const email = normalizeRecipient(c.email);
    if (!isEmailAddress(email)) {
      if (invalid.length < LISTED) invalid.push({ row: c.row, value: c.email });
      invalidCount++;
    } else if (seen.has(email)) {
      if (duplicates.length < LISTED) duplicates.push({ row: c.row, value: c.email });
      duplicateCount++;
    } else seen.add(email);
  }
  const file = await putExportFile(claims.org, { kind: 'recipients', id: claims.org }, body.fileName, bytes, EXTRACTION_MIME[format]);
  return {
    fileId: file.id,
    fileName: file.fileName,
    rows: candidates.length,
    valid: seen.size,
    invalid,
    invalidCount,
    duplicates,
    duplicateCount,
  };
});
