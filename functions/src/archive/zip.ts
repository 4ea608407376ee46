import { createDeflateRaw, createInflateRaw } from 'node:zlib';
import { once } from 'node:events';
import { Readable, pipeline } from 'node:stream';

/**
 * The little of the zip format an association archive needs, written here rather than taken from a package: entries
 * deflated one after the other as their lines come (a page of documents at a time, so a collection is never held
 * uncompressed) and streamed to where the archive is stored, a central directory at the end; and the reverse, the
 * directory read from the end and each entry read by ranges as lines. No zip64: an archive stays under 4 GiB and
 * 65,535 entries (it has one entry per part).
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of `bytes` continuing from `crc` (0 to start), as zip records it. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = (crc ^ 0xffffffff) >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  compressed: number;
  offset: number;
}

/** DOS date and time of `at` (zip's own timestamps), local fields as UTC. */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** One entry being written: `write` its bytes (awaiting each), then `close`. */
export interface ZipEntry {
  write(bytes: Buffer): Promise<void>;
  close(): Promise<void>;
}

/** Where a zip's bytes go as they are made (awaited: a slow one holds the writer back rather than letting it buffer). */
export type ZipSink = (bytes: Buffer) => Promise<void>;

/**
 * A zip archive written entry by entry into a sink as its bytes are deflated: it holds no more than zlib's buffers
 * and the list of its entries, whatever the archive's size. Each entry's checksum and sizes follow its data (a data
 * descriptor, flag bit 3), known only once it is written; the central directory repeats them.
 */
export class ZipWriter {
  private readonly entries: Written[] = [];
  private offset = 0;
  private open = false;
  private readonly stamp = dosTime(new Date());

  constructor(private readonly sink: ZipSink) {}

  /** The bytes written so far (compressed). */
  get size(): number {
    return this.offset;
  }

  entry(fileName: string): ZipEntry {
    if (this.open) throw new Error('zip: one entry at a time');
    this.open = true;
    const name = Buffer.from(fileName, 'utf8');
    const offset = this.offset;
    const deflate = createDeflateRaw({ level: 6 });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    // the deflated bytes go to the sink as zlib makes them; while the sink is slow, zlib's buffer fills and a write
    // waits for it to drain
    const pumped = (async () => {
      await this.push(this.localHeader(name));
      for await (const c of deflate) {
        compressed += (c as Buffer).length;
        await this.push(c as Buffer);
      }
    })();
    pumped.catch(() => undefined);
    return {
      write: async (bytes) => {
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await Promise.race([once(deflate, 'drain'), pumped]);
      },
      close: async () => {
        deflate.end();
        await pumped;
        if (size > 0xfffffffe || this.offset > 0xfffffffe) throw new Error('zip: an archive over 4 GiB needs zip64');
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(crc, 4);
        descriptor.writeUInt32LE(compressed, 8);
        descriptor.writeUInt32LE(size, 12);
        await this.push(descriptor);
        this.entries.push({ name, crc, size, compressed, offset });
        this.open = false;
      },
    };
  }

  /** Writes one entry whole. */
  async add(fileName: string, bytes: Buffer): Promise<void> {
    const entry = this.entry(fileName);
    await entry.write(bytes);
    await entry.close();
  }

  /** Writes the central directory and its end (the writer is spent); the archive's size. */
  async finish(): Promise<number> {
    const start = this.offset;
    for (const e of this.entries) {
      const head = Buffer.alloc(46);
      head.writeUInt32LE(0x02014b50, 0);
      head.writeUInt16LE(20, 4);
      head.writeUInt16LE(20, 6);
      head.writeUInt16LE(FLAGS, 8);
      head.writeUInt16LE(8, 10);
      head.writeUInt16LE(this.stamp.time, 12);
      head.writeUInt16LE(this.stamp.date, 14);
      head.writeUInt32LE(e.crc, 16);
      head.writeUInt32LE(e.compressed, 20);
      head.writeUInt32LE(e.size, 24);
      head.writeUInt16LE(e.name.length, 28);
      head.writeUInt32LE(e.offset, 42);
      await this.push(Buffer.concat([head, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.push(end);
    return this.offset;
  }

  /** An entry's local header: its checksum and sizes are in the descriptor after its data. */
  private localHeader(name: Buffer): Buffer {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(this.stamp.time, 10);
    local.writeUInt16LE(this.stamp.date, 12);
    local.writeUInt16LE(name.length, 26);
    return Buffer.concat([local, name]);
  }

  private async push(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    await this.sink(bytes);
  }
}

/** Names in UTF-8 (bit 11), checksum and sizes in a data descriptor after the data (bit 3). */
const FLAGS = 0x0808;

/** The archive is not a readable zip (the caller turns it into its own error). */
export class ZipError extends Error {}

interface Located {
  method: number;
  crc: number;
  compressed: number;
  size: number;
  /** where its local header starts */
  local: number;
}

/** A zip's bytes read by ranges (a stored file: files/storedFiles.ts fileRanges), or a buffer (bufferSource). */
export interface ZipSource {
  size: number;
  /** the bytes from `start` up to `end` (excluded) */
  read(start: number, end: number): Promise<Buffer>;
}

export const bufferSource = (bytes: Buffer): ZipSource => ({ size: bytes.length, read: async (start, end) => bytes.subarray(start, end) });

/** An entry's compressed bytes are read this many at a time. */
export const ZIP_READ_BYTES = 1024 * 1024;
/** The end of central directory record and the longest comment that may follow it. */
const TAIL_BYTES = 22 + 0xffff;

/**
 * A zip read from its central directory (read from the end of the source), an entry at a time by name, whole or line
 * by line: it reads the entry's compressed bytes a ZIP_READ_BYTES range at a time as they are inflated, never the
 * whole archive.
 */
export class ZipReader {
  private constructor(
    private readonly source: ZipSource,
    private readonly entries: Map<string, Located>,
  ) {}

  /** Reads the directory (ZipError when there is no readable one). */
  static async open(source: ZipSource): Promise<ZipReader> {
    const tailStart = Math.max(0, source.size - TAIL_BYTES);
    const tail = await source.read(tailStart, source.size);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0 || eocd + 22 > tail.length) throw new ZipError('no end of central directory');
    const count = tail.readUInt16LE(eocd + 10);
    const dirBytes = tail.readUInt32LE(eocd + 12);
    const dirStart = tail.readUInt32LE(eocd + 16);
    if (dirStart + dirBytes > tailStart + eocd) throw new ZipError('the central directory runs past its end');
    const dir = await source.read(dirStart, dirStart + dirBytes);
    const entries = new Map<string, Located>();
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== 0x02014b50) throw new ZipError('bad central directory entry');
      const nameLen = dir.readUInt16LE(at + 28);
      const name = dir.subarray(at + 46, at + 46 + nameLen).toString('utf8');
      const entry = {
        method: dir.readUInt16LE(at + 10),
        crc: dir.readUInt32LE(at + 16),
        compressed: dir.readUInt32LE(at + 20),
        size: dir.readUInt32LE(at + 24),
        local: dir.readUInt32LE(at + 42),
      };
      if (entry.method !== 0 && entry.method !== 8) throw new ZipError(`unsupported method for ${name}`);
      if (entry.local + 30 + entry.compressed > dirStart) throw new ZipError(`${name} runs past the end`);
      entries.set(name, entry);
      at += 46 + nameLen + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return new ZipReader(source, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** An entry's bytes, whole (a small one: the manifest). */
  async read(name: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    await this.chunks(name, async (c) => void parts.push(c));
    return Buffer.concat(parts);
  }

  /**
   * An entry's lines, `each` called with up to `per` of them at a time (awaited before more are inflated), its size
   * and CRC checked at the end (ZipError: the archive is damaged).
   */
  async lines(name: string, per: number, each: (lines: string[]) => Promise<void>): Promise<void> {
    // a line is cut at its newline byte, which no other UTF-8 character contains: a character straddling two chunks
    // is joined whole; a long line (a file's bytes) is joined once, not copied again with every chunk
    let rest: Buffer[] = [];
    let batch: string[] = [];
    const take = async (line: string) => {
      if (line) batch.push(line);
      if (batch.length >= per) {
        await each(batch);
        batch = [];
      }
    };
    await this.chunks(name, async (chunk) => {
      let from = 0;
      for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, from)) {
        rest.push(chunk.subarray(from, nl));
        const line = Buffer.concat(rest).toString('utf8');
        rest = [];
        from = nl + 1;
        await take(line);
      }
      if (from < chunk.length) rest.push(chunk.subarray(from));
    });
    await take(Buffer.concat(rest).toString('utf8'));
    if (batch.length) await each(batch);
  }

  private async chunks(name: string, each: (chunk: Buffer) => Promise<void>): Promise<void> {
    const e = this.entries.get(name);
    if (!e) throw new ZipError(`no ${name}`);
    const head = await this.source.read(e.local, e.local + 30);
    if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) throw new ZipError(`bad local header for ${name}`);
    const start = e.local + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
    const end = start + e.compressed;
    if (end > this.source.size) throw new ZipError(`${name} runs past the end`);
    const source = this.source;
    async function* ranges() {
      for (let at = start; at < end; at += ZIP_READ_BYTES) yield await source.read(at, Math.min(at + ZIP_READ_BYTES, end));
    }
    let crc = 0;
    let size = 0;
    const take = async (c: Buffer) => {
      crc = crc32(c, crc);
      size += c.length;
      await each(c);
    };
    if (e.method === 0) for await (const c of ranges()) await take(c);
    else {
      const inflate = createInflateRaw();
      // a failed read ends the inflate with its error, which the loop below throws
      pipeline(Readable.from(ranges()), inflate, () => undefined);
      try {
        for await (const c of inflate) await take(c as Buffer);
      } catch (err) {
        // zlib's own errors (Z_DATA_ERROR…) say the bytes are damaged; anything else is the store's or the caller's
        if (String((err as { code?: unknown }).code).startsWith('Z_')) throw new ZipError(`${name}: ${(err as Error).message}`);
        throw err;
      }
    }
    if (size !== e.size || crc !== e.crc) throw new ZipError(`${name}: size or checksum does not match`);
  }
}
