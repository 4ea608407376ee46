import type { StoredFileType } from '../files/files';

/**
 * The scan of a paper proxy: the signed form the association keeps, as a PDF or a photo of it (PNG, JPEG). It goes
 * through the stored files' own checks (size, type read from the bytes, a PDF read through); of the types those
 * accept, a WebP is no scanner's or phone's usual output for a document, so the form is refused as one.
 */
export const PROXY_SCAN_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const satisfies readonly StoredFileType[];

export type ProxyScanType = (typeof PROXY_SCAN_TYPES)[number];

/** Whether a type (sniffed from the bytes, or a stored file's) is one a scan may be. */
export const isProxyScanType = (type: string | null): type is ProxyScanType => (PROXY_SCAN_TYPES as readonly string[]).includes(type ?? '');

/** The picker's accept attribute: a hint only, the bytes decide. */
export const PROXY_SCAN_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
