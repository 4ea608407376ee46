import { describe, expect, it } from 'vitest';
import { safeFileName, sniffFileType } from './files';

const bytes = (s: string | number[]) => (typeof s === 'string' ? Uint8Array.from(s, (c) => c.charCodeAt(0)) : new Uint8Array(s));

describe('sniffFileType', () => {
  it('recognises the allowed types by their first bytes', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffFileType(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses anything else, whatever its name: an executable, a zip, text, an empty file, a RIFF that is not WEBP', () => {
    expect(sniffFileType(bytes('MZ\x90\x00\x03'))).toBeNull();
    expect(sniffFileType(bytes([0x7f, 0x45, 0x4c, 0x46]))).toBeNull();
    expect(sniffFileType(bytes('PK\x03\x04'))).toBeNull();
    expect(sniffFileType(bytes('<html>%PDF-'))).toBeNull();
    expect(sniffFileType(bytes(''))).toBeNull();
    expect(sniffFileType(bytes('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
  });
});

describe('safeFileName', () => {
  it('keeps the last segment without control characters or quotes, and never answers empty', () => {
    expect(safeFileName('C:\\docs\\Convenzione "2026".pdf')).toBe('Convenzione 2026.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\r\nb.pdf')).toBe('ab.pdf');
    expect(safeFileName('  ')).toBe('file');
  });
  it('shortens a long name to 150 characters and keeps its extension', () => {
    const long = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(150);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
