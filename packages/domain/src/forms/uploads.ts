import { z } from 'zod';

/**
 * Checks of uploaded files. Header cells are compared after dropping a byte-order mark, trimming and lower-casing;
 * blank header cells (trailing separators, empty spreadsheet columns) are ignored.
 */
export function normalizeHeader(cell: unknown): string {
  return String(cell ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

/** The standard format of a member upload. */
export const MEMBER_UPLOAD_COLUMNS = ['firstname', 'lastname', 'email', 'dob', 'address', 'telephone'] as const;
export type MemberUploadColumn = (typeof MEMBER_UPLOAD_COLUMNS)[number];

export const NON_CONFORMING_DOCUMENT_KEY = 'upload.nonConformingDocument';

export type MemberUploadCheck =
  | { ok: true; /** where each column is (0-based, in the file as given) */ columns: Record<MemberUploadColumn, number> }
  | {
      ok: false;
      error: typeof NON_CONFORMING_DOCUMENT_KEY;
      missing: MemberUploadColumn[];
      unexpected: string[];
      duplicated: string[];
    };

/**
 * A member upload conforms when its header has exactly the six standard columns, each once, in any order.
 * Anything else is "document does not conform to the standard format", with what is missing, extra or repeated.
 */
export function checkMemberUploadColumns(headers: readonly unknown[]): MemberUploadCheck {
  const names = headers.map(normalizeHeader);
  const standard: readonly string[] = MEMBER_UPLOAD_COLUMNS;
  const seen = new Map<string, number>();
  const duplicated = new Set<string>();
  const unexpected: string[] = [];
  names.forEach((n, i) => {
    if (!n) return;
    if (seen.has(n)) duplicated.add(n);
    else seen.set(n, i);
    if (!standard.includes(n) && !unexpected.includes(n)) unexpected.push(n);
  });
  const missing = MEMBER_UPLOAD_COLUMNS.filter((c) => !seen.has(c));
  if (missing.length || unexpected.length || duplicated.size) {
    return { ok: false, error: NON_CONFORMING_DOCUMENT_KEY, missing, unexpected, duplicated: [...duplicated] };
  }
  return {
    ok: true,
    columns: Object.fromEntries(MEMBER_UPLOAD_COLUMNS.map((c) => [c, seen.get(c)!])) as Record<MemberUploadColumn, number>,
  };
}

export type RecipientsCheck =
  { ok: true; /** 0-based, the first column named email */ emailIndex: number } | { ok: false; error: 'upload.missingEmailColumn' };

/** A recipients file needs a column named email (other columns are free). */
export function checkRecipientsColumns(headers: readonly unknown[]): RecipientsCheck {
  const emailIndex = headers.map(normalizeHeader).indexOf('email');
  return emailIndex >= 0 ? { ok: true, emailIndex } : { ok: false, error: 'upload.missingEmailColumn' };
}

/** A recipients file is XLSX or CSV (by extension, case-insensitive). */
export const RECIPIENTS_FILE_EXTENSIONS = ['xlsx', 'csv'] as const;
export function checkRecipientsFileName(fileName: string): { ok: true } | { ok: false; error: 'upload.unsupportedFileType' } {
  const ext = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  return (RECIPIENTS_FILE_EXTENSIONS as readonly string[]).includes(ext)
    ? { ok: true }
    : { ok: false, error: 'upload.unsupportedFileType' };
}

/** Bulk upload modes: header `mode` of POST /v1/members/bulk-upload. RESET invalidates active cards. */
export const MEMBER_UPLOAD_MODES = ['UPDATE', 'RESET', 'UPSERT', 'DELETE'] as const;
export const memberUploadModeSchema = z.enum(MEMBER_UPLOAD_MODES, { error: 'validation.uploadMode' });
export type MemberUploadMode = z.infer<typeof memberUploadModeSchema>;
