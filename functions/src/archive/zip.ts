import { createDeflateRaw, createInflateRaw } from 'node:zlib';
import { once } from 'node:events';

/**
 * The little of the zip format an association archive needs, written here rather than taken from a package: entries
 * deflated one after the other as their lines come (a page of documents at a time, so a collection is never held
 * uncompressed), a central directory at the end; and the reverse, read entry by entry as lines. No zip64: an archive
 * stays under 4 GiB and 65,535 entries (it has one entry per part).
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

/** A zip archive written entry by entry into memory (compressed bytes only); `finish` gives the whole file. */
export class ZipWriter {
  private readonly parts: Buffer[] = [];
  private readonly entries: Written[] = [];
  private offset = 0;
  private open = false;
  private readonly stamp = dosTime(new Date());

  /** The bytes written so far (compressed): what the archive holds in memory. */
  get size(): number {
    return this.offset;
  }

  entry(fileName: string): ZipEntry {
    if (this.open) throw new Error('zip: one entry at a time');
    this.open = true;
    const name = Buffer.from(fileName, 'utf8');
    const deflate = createDeflateRaw({ level: 6 });
    const chunks: Buffer[] = [];
    deflate.on('data', (c: Buffer) => chunks.push(c));
    let crc = 0;
    let size = 0;
    return {
      write: async (bytes) => {
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await once(deflate, 'drain');
      },
      close: async () => {
        const ended = once(deflate, 'end');
        deflate.end();
        await ended;
        const data = Buffer.concat(chunks);
        chunks.length = 0;
        const written: Written = { name, crc, size, compressed: data.length, offset: this.offset };
        if (size > 0xfffffffe || this.offset + data.length > 0xfffffffe) throw new Error('zip: an archive over 4 GiB needs zip64');
        const local = Buffer.alloc(30);
        local.writeUInt32LE(0x04034b50, 0);
        local.writeUInt16LE(20, 4);
        local.writeUInt16LE(0x0800, 6); // names in UTF-8
        local.writeUInt16LE(8, 8); // deflate
        local.writeUInt16LE(this.stamp.time, 10);
        local.writeUInt16LE(this.stamp.date, 12);
        local.writeUInt32LE(crc, 14);
        local.writeUInt32LE(data.length, 18);
        local.writeUInt32LE(size, 22);
        local.writeUInt16LE(name.length, 26);
        this.push(local, name, data);
        this.entries.push(written);
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

  /** The central directory and its end: the archive's bytes (the writer is spent). */
  finish(): Buffer {
    const start = this.offset;
    for (const e of this.entries) {
      const head = Buffer.alloc(46);
      head.writeUInt32LE(0x02014b50, 0);
      head.writeUInt16LE(20, 4);
      head.writeUInt16LE(20, 6);
      head.writeUInt16LE(0x0800, 8);
      head.writeUInt16LE(8, 10);
      head.writeUInt16LE(this.stamp.time, 12);
      head.writeUInt16LE(this.stamp.date, 14);
      head.writeUInt32LE(e.crc, 16);
      head.writeUInt32LE(e.compressed, 20);
      head.writeUInt32LE(e.size, 24);
      head.writeUInt16LE(e.name.length, 28);
      head.writeUInt32LE(e.offset, 42);
      this.push(head, e.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.push(end);
    const all = Buffer.concat(this.parts);
    this.parts.length = 0;
    return all;
  }

  private push(...bufs: Buffer[]) {
    for (const b of bufs) {
      this.parts.push(b);
      this.offset += b.length;
    }
  }
}

/** The archive is not a readable zip (the caller turns it into its own error). */
export class ZipError extends Error {}

interface Located {
  method: number;
  crc: number;
  compressed: number;
  size: number;
  start: number;
}

/** A zip read from its central directory: which entries it has, each read whole or line by line. */
export class ZipReader {
  private readonly entries = new Map<string, Located>();

  constructor(private readonly zip: Buffer) {
    const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0 || eocd + 22 > zip.length) throw new ZipError('no end of central directory');
    const count = zip.readUInt16LE(eocd + 10);
    let at = zip.readUInt32LE(eocd + 16);
    for (let i = 0; i < count; i++) {
      if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new ZipError('bad central directory entry');
      const nameLen = zip.readUInt16LE(at + 28);
      const local = zip.readUInt32LE(at + 42);
      const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
      if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new ZipError(`bad local header for ${name}`);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const entry = {
        method: zip.readUInt16LE(at + 10),
        crc: zip.readUInt32LE(at + 16),
        compressed: zip.readUInt32LE(at + 20),
        size: zip.readUInt32LE(at + 24),
        start,
      };
      if (entry.method !== 0 && entry.method !== 8) throw new ZipError(`unsupported method for ${name}`);
      if (start + entry.compressed > zip.length) throw new ZipError(`${name} runs past the end`);
      this.entries.set(name, entry);
      at += 46 + nameLen + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
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
    let rest = '';
    let batch: string[] = [];
    await this.chunks(name, async (chunk) => {
      const text = rest + chunk.toString('utf8');
      const split = text.split('\n');
      rest = split.pop()!;
      for (const line of split) {
        if (line) batch.push(line);
        if (batch.length >= per) {
          await each(batch);
          batch = [];
        }
      }
    });
    if (rest) batch.push(rest);
    if (batch.length) await each(batch);
  }

  private async chunks(name: string, each: (chunk: Buffer) => Promise<void>): Promise<void> {
    const e = this.entries.get(name);
    if (!e) throw new ZipError(`no ${name}`);
    const data = this.zip.subarray(e.start, e.start + e.compressed);
    let crc = 0;
    let size = 0;
    // a multi-byte character may straddle two chunks: hold back an incomplete tail until the next one
    let carry: Buffer = Buffer.alloc(0);
    const take = async (c: Buffer) => {
      crc = crc32(c, crc);
      size += c.length;
      const joined = carry.length ? Buffer.concat([carry, c]) : c;
      const cut = completeUtf8(joined);
      carry = joined.subarray(cut);
      if (cut > 0) await each(joined.subarray(0, cut));
    };
    if (e.method === 0) await take(data);
    else {
      const inflate = createInflateRaw();
      inflate.end(data);
      try {
        for await (const c of inflate) await take(c as Buffer);
      } catch (err) {
        throw new ZipError(`${name}: ${(err as Error).message}`);
      }
    }
    if (carry.length) await each(carry);
    if (size !== e.size || crc !== e.crc) throw new ZipError(`${name}: size or checksum does not match`);
  }
}

/** How many leading bytes of `b` end on a whole UTF-8 character. */
function completeUtf8(b: Buffer): number {
  let i = b.length;
  let back = 0;
  while (i > 0 && back < 4) {
    const byte = b[i - 1]!;
    if ((byte & 0xc0) !== 0x80) {
      const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      return back + 1 >= need ? b.length : i - 1;
    }
    i--;
    back++;
  }
  return b.length;
}
