import { NON_CONFORMING_DOCUMENT_KEY } from '@tessera/domain/forms/uploads';
import { MEMBER_UPLOAD_MAX_BYTES, MEMBER_UPLOAD_MAX_ROWS } from '@tessera/domain/uploads/memberUpload';
import { ApiError } from '../http/apiError';
import { fileKind, parseCsv, parseXlsx, type SheetData } from './parseFile';

const invalid = (message: string, path = 'body.contentBase64') => new ApiError('INVALID_REQUEST', [{ path, message }]);

/** A file's bytes read into its sheet (XLSX, CSV or TXT), or the ApiError of an empty, too large or unreadable file. */
export async function readSheet(fileName: string, bytes: Uint8Array): Promise<SheetData> {
  if (bytes.length === 0) throw invalid(NON_CONFORMING_DOCUMENT_KEY);
  if (bytes.length > MEMBER_UPLOAD_MAX_BYTES) throw invalid('upload.fileTooLarge');
  const kind = fileKind(fileName, bytes);
  if (!kind) throw invalid('upload.unsupportedFileType', 'body.fileName');
  const sheet = kind === 'xlsx' ? await parseXlsx(bytes) : parseCsv(bytes);
  if (!sheet) throw invalid(NON_CONFORMING_DOCUMENT_KEY);
  return sheet;
}

/** A header that does not conform: INVALID_REQUEST naming every missing, unexpected and repeated column. */
export function headerError(check: { missing: readonly string[]; unexpected: readonly string[]; duplicated: readonly string[] }) {
  return new ApiError('INVALID_REQUEST', [
    { path: 'body.contentBase64', message: NON_CONFORMING_DOCUMENT_KEY },
    ...check.missing.map((c) => ({ path: `missing.${c}`, message: NON_CONFORMING_DOCUMENT_KEY })),
    ...check.unexpected.map((c) => ({ path: `unexpected.${c}`, message: NON_CONFORMING_DOCUMENT_KEY })),
    ...check.duplicated.map((c) => ({ path: `duplicated.${c}`, message: NON_CONFORMING_DOCUMENT_KEY })),
  ]);
}

/** More rows than one job takes: refused before anything is stored. */
export function checkRowCount(rows: readonly unknown[]): void {
  if (rows.length > MEMBER_UPLOAD_MAX_ROWS) throw invalid('upload.tooManyRows');
}
