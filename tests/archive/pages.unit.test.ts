import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { ARCHIVE_READ_PAGE_MAX, ARCHIVE_PAGE_BYTES, ARCHIVE_PAGE_MAX } from '@tessera/domain/archive/manifest';
import { READ_PAGES, WRITE_PAGES } from '../../functions/src/archive/parts';
import { approxBytes, pageFull, STREAM_CHUNK } from '../../functions/src/shared/streamPages';

describe("the archive's pages", () => {
  it('count field names and values, bytes by their length, clocks as a few numbers', () => {
    expect(approxBytes({ name: 'Anna' })).toBe(5 + 5);
    expect(approxBytes({ list: ['ab', 'c'] })).toBe(5 + 3 + 2);
    expect(approxBytes({ file: Buffer.alloc(1000) })).toBe(5 + 1000);
    expect(approxBytes({ at: Timestamp.now(), n: 3, ok: true, none: null })).toBe(3 + 16 + 2 + 8 + 3 + 8 + 5 + 1);
  });

  it('are full at the most documents a page holds, or at about 4 MB of them, whichever comes first', () => {
    const small = approxBytes({ name: 'Anna', surname: 'Rossi' });
    expect(pageFull(ARCHIVE_PAGE_MAX - 1, (ARCHIVE_PAGE_MAX - 1) * small, WRITE_PAGES)).toBe(false);
    expect(pageFull(ARCHIVE_PAGE_MAX, ARCHIVE_PAGE_MAX * small, WRITE_PAGES)).toBe(true);
    expect(ARCHIVE_PAGE_BYTES).toBe(4 * 1024 * 1024);
    const large = approxBytes({ body: 'x'.repeat(100_000) });
    const fits = Math.ceil(ARCHIVE_PAGE_BYTES / large);
    expect(pageFull(fits - 1, (fits - 1) * large, WRITE_PAGES)).toBe(false);
    expect(pageFull(fits, fits * large, WRITE_PAGES)).toBe(true);
    // one document over the bytes is a page of its own
    expect(pageFull(1, approxBytes({ body: 'x'.repeat(5_000_000) }), WRITE_PAGES)).toBe(true);
  });

  it('grow larger when read without being committed as a page, within about 16 MB', () => {
    expect(ARCHIVE_READ_PAGE_MAX).toBeGreaterThan(ARCHIVE_PAGE_MAX);
    expect(pageFull(ARCHIVE_PAGE_MAX, ARCHIVE_PAGE_MAX * 10, READ_PAGES)).toBe(false);
    expect(pageFull(ARCHIVE_READ_PAGE_MAX, ARCHIVE_READ_PAGE_MAX * 10, READ_PAGES)).toBe(true);
    expect(pageFull(100, 16 * 1024 * 1024, READ_PAGES)).toBe(true);
  });

  it('come from queries of many pages each: a query costs the emulator a scan of the whole collection', () => {
    expect(STREAM_CHUNK).toBeGreaterThanOrEqual(5 * ARCHIVE_READ_PAGE_MAX);
  });
});
