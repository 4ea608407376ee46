import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ZIP_READ_BYTES, ZipReader, ZipWriter, type ZipSource } from '../../functions/src/archive/zip';
import { unzip } from '../support/zip';

// The archive's zip is streamed both ways: written into the store as it is deflated, read back by ranges. These check
// it by what the writer hands over while it writes and what the reader asks for, not by the heap.

const MB = 1024 * 1024;

/** Lines of base64 of random bytes (deflate saves only a quarter of them): `count` lines of `length` characters. */
const randomLines = (count: number, length: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `${i} ${randomBytes(Math.ceil((length * 3) / 4))
        .toString('base64')
        .slice(0, length)}`,
  );

describe('the archive zip', () => {
  it('hands its bytes to the sink as it deflates them, however large the entry, and waits for a slow sink', async () => {
    const parts: Buffer[] = [];
    let sunk = 0;
    const zip = new ZipWriter(async (bytes) => {
      // a store slower than deflate: the writer must wait for it rather than pile the archive up
      await nextTurn();
      parts.push(bytes);
      sunk += bytes.length;
    });
    const entry = zip.entry('members.ndjson');
    const lines = randomLines(24 * 64, 16 * 1024 - 8);
    let written = 0;
    let mostHeld = 0;
    for (let i = 0; i < lines.length; i += 64) {
      const page = Buffer.from(
        lines
          .slice(i, i + 64)
          .map((l) => l + '\n')
          .join(''),
      );
      await entry.write(page);
      written += page.length;
      // what was written and is not in the sink yet is in zlib's buffers (compressed or not): never more than a page or so
      mostHeld = Math.max(mostHeld, written * 0.75 - sunk);
    }
    await entry.close();
    await zip.add('manifest.json', Buffer.from('{"format":"x"}'));
    const size = await zip.finish();
    expect(written).toBeGreaterThan(20 * MB);
    expect(mostHeld).toBeLessThan(2 * MB);
    const bytes = Buffer.concat(parts);
    expect(bytes.length).toBe(size);
    // a zip any reader opens (the tests' own, which trusts the central directory)
    expect(unzip(bytes).get('members.ndjson')!.toString('utf8')).toBe(lines.map((l) => l + '\n').join(''));

    // read back by ranges: the directory from the end, the entry a window at a time, never the archive whole
    const reads: number[] = [];
    const source: ZipSource = {
      size: bytes.length,
      read: async (start, end) => {
        reads.push(end - start);
        return bytes.subarray(start, end);
      },
    };
    const reader = await ZipReader.open(source);
    expect(reader.names()).toEqual(['members.ndjson', 'manifest.json']);
    let n = 0;
    await reader.lines('members.ndjson', 400, async (page) => {
      for (const line of page) expect(line).toBe(lines[n++]);
    });
    expect(n).toBe(lines.length);
    expect(Math.max(...reads)).toBeLessThanOrEqual(ZIP_READ_BYTES);
    expect(reads.length).toBeGreaterThan(bytes.length / ZIP_READ_BYTES);
  });

  it('reads lines whose characters straddle the ranges it reads, and a line longer than a range', async () => {
    const long = 'è€'.repeat(ZIP_READ_BYTES); // 5 bytes a pair: well past a range, inflated in many chunks
    const lines = ['{"a":"Società"}', long, '{"b":"ünïcödé 李"}'];
    const parts: Buffer[] = [];
    const zip = new ZipWriter(async (bytes) => void parts.push(bytes));
    await zip.add('p.ndjson', Buffer.from(lines.join('\n')));
    await zip.finish();
    const bytes = Buffer.concat(parts);
    const reader = await ZipReader.open({ size: bytes.length, read: async (s, e) => bytes.subarray(s, e) });
    const read: string[] = [];
    await reader.lines('p.ndjson', 1, async ([line]) => void read.push(line!));
    expect(read).toEqual(lines);
  });

  it('refuses an archive whose bytes were changed (checksum), and a file that is no zip', async () => {
    const parts: Buffer[] = [];
    const zip = new ZipWriter(async (bytes) => void parts.push(bytes));
    await zip.add('p.ndjson', Buffer.from('{"a":1}\n'.repeat(1000)));
    await zip.finish();
    const bytes = Buffer.concat(parts);
    bytes[40] = bytes[40]! ^ 0xff;
    const reader = await ZipReader.open({ size: bytes.length, read: async (s, e) => bytes.subarray(s, e) });
    await expect(reader.lines('p.ndjson', 10, async () => undefined)).rejects.toThrow(/p\.ndjson/);
    const notZip = Buffer.from('ciao');
    await expect(ZipReader.open({ size: 4, read: async (s, e) => notZip.subarray(s, e) })).rejects.toThrow(/central directory/);
  });
});
