/**
 * Stored files (convention documents, members' photos, policies): what the server accepts and how it recognises a type.
 * The content type is read from the file's first bytes, never taken from the client's name or header, so an
 * executable renamed `.pdf` is refused.
 */

/** The largest stored file. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The largest file in base64 (4 characters per 3 bytes), as the JSON body carries it. */
export const FILE_MAX_BASE64 = Math.ceil(FILE_MAX_BYTES / 3) * 4;
/** How long a signed download link works. */
export const FILE_LINK_TTL_MS = 5 * 60 * 1000;

export const STORED_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type StoredFileType = (typeof STORED_FILE_TYPES)[number];
/** The picker's accept attribute: a hint only, the bytes decide. */
export const STORED_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The allowed type the bytes are, or null (anything else: executables, archives, scripts, text). */
export function sniffFileType(bytes: Uint8Array): StoredFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF….WEBP
  return null;
}

/**
 * A file name safe to store and to send back in Content-Disposition: the last path segment, control characters and
 * quotes removed, at most 150 characters (the extension kept), never empty.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean) return 'file';
  if (clean.length <= 150) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 150 - ext.length) + ext;
}

/** The records that own stored files; a file is readable by whoever may read its owner. */
export const FILE_OWNER_KINDS = [
  'convention',
  'policy',
  'photo',
  'searchExport',
  'recipients',
  'mailshotAttachment',
  'archiveExport',
  'archiveImport',
  'proxyScan',
  'assemblyDocument',
] as const;
export type FileOwnerKind = (typeof FILE_OWNER_KINDS)[number];
