import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { ARCHIVE_READ_PAGE_MAX, ARCHIVE_PAGE_BYTES, ARCHIVE_PAGE_MAX, ARCHIVE_PAGE_SIZE } from '@tessera/domain/archive/manifest';
import { approxBytes, READ_PAGES, nextPageSize } from '../../functions/src/archive/parts';

const snap = (data: Record<string, unknown>) => ({ data: () => data }) as unknown as DocumentSnapshot;

describe("the archive's pages", () => {
  it('count field names and values, bytes by their length, clocks as a few numbers', () => {
    expect(approxBytes({ name: 'Anna' })).toBe(5 + 5);
    expect(approxBytes({ list: ['ab', 'c'] })).toBe(5 + 3 + 2);
    expect(approxBytes({ file: Buffer.alloc(1000) })).toBe(5 + 1000);
    expect(approxBytes({ at: Timestamp.now(), n: 3, ok: true, none: null })).toBe(3 + 16 + 2 + 8 + 3 + 8 + 5 + 1);
  });

  it('grow to the most a page asks for when the documents are small, the ids-only parents included', () => {
    expect(nextPageSize([snap({ name: 'Anna', surname: 'Rossi' })])).toBe(ARCHIVE_PAGE_MAX);
    expect(nextPageSize([snap({})])).toBe(ARCHIVE_PAGE_MAX);
    expect(ARCHIVE_PAGE_MAX).toBeGreaterThan(ARCHIVE_PAGE_SIZE);
    expect(ARCHIVE_PAGE_BYTES).toBe(4 * 1024 * 1024);
  });

  it('shrink to what about 4 MB holds of the largest document read, never under ten', () => {
    const small = snap({ body: 'x'.repeat(100) });
    expect(nextPageSize([small, snap({ body: 'x'.repeat(100_000) })])).toBe(Math.floor(ARCHIVE_PAGE_BYTES / (5 + 100_001)));
    expect(nextPageSize([small, snap({ body: 'x'.repeat(1_000_000) })])).toBe(10);
  });

  it('grow larger when read without being committed as a page, within about 16 MB', () => {
    expect(nextPageSize([snap({ name: 'Anna' })], READ_PAGES)).toBe(ARCHIVE_READ_PAGE_MAX);
    expect(ARCHIVE_READ_PAGE_MAX).toBeGreaterThan(ARCHIVE_PAGE_MAX);
    expect(nextPageSize([snap({ body: 'x'.repeat(100_000) })], READ_PAGES)).toBe(Math.floor((16 * 1024 * 1024) / (5 + 100_001)));
  });
});
