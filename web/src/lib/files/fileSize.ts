const MB = 1024 * 1024;

/**
 * A file's size as people read it, in the interface's language: "1,2 MB", "340 kB" (Intl writes the units), never
 * "0 kB" for a small file. Every screen that names a size or a size limit uses this one.
 */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [Math.max(1, bytes / 1024), 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
