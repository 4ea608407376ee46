import { inflateRawSync } from 'node:zlib';
import { ZipWriter } from '../../functions/src/archive/zip';

/**
 * The files of a zip archive (stored or deflated entries), read from its central directory: enough to open a .pkpass
 * in a test without a zip package. Throws on anything else (a test then fails, as it should for a broken archive).
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`unsupported zip method ${method} for ${name}`);
    at += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}

/** A zip of these entries, written by the archive's own writer into memory (a test's small archive). */
export async function zipOf(entries: Iterable<[string, Buffer]>): Promise<Buffer> {
  const parts: Buffer[] = [];
  const zip = new ZipWriter(async (bytes) => void parts.push(bytes));
  for (const [name, bytes] of entries) await zip.add(name, bytes);
  await zip.finish();
  return Buffer.concat(parts);
}
