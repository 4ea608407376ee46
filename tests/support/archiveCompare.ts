import { createHash } from 'node:crypto';
import { ARCHIVE_FILE_BYTES_PART, ARCHIVE_PARTS } from '@tessera/domain/archive/manifest';
import { bufferSource, ZipReader } from '../../functions/src/archive/zip';

/**
 * What "export → import → export gives the same archive apart from ids and clocks" means, in one place: the archive
 * API test holds it against a few dozen members, the bench's `archive` row against 100,000.
 */

/** A value with every map's keys in order: a trigger may write a map's fields in another order than the source had. */
export const sortedKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortedKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortedKeys((v as Record<string, unknown>)[k])]),
        )
      : v;

/**
 * One line of a part as compared: its path and its data as JSON with sorted keys, the organization's id written as
 * ORG, what an import changes by design taken off; null for a line left out of the comparison.
 */
export function normalizedLine(raw: string, part: string, org: string, imported: boolean): [path: string, data: string] | null {
  const line = JSON.parse(raw.split(org).join('ORG')) as { path: string; data: Record<string, unknown> };
  // the new organization's creation, its first admin and the import's own record, and the counters' own clock, are
  // the import's
  if (imported && part === 'audit' && ['organizationCreated', 'adminAdded', 'archiveImported'].includes(line.data.type as string))
    return null;
  if (part === 'counters') delete line.data.updatedAt;
  // the mail quota's counters: the new organization's first admin was invited by mail
  if (part === 'counters' && line.path.startsWith('counters/mail')) return null;
  // the new organization's name and plan are the platform admin's choice at the import
  if (part === 'organization') {
    delete (line.data.publicInfo as Record<string, unknown> | undefined)?.name;
    const plan = line.data.plan as Record<string, unknown> | undefined;
    delete plan?.name;
    delete plan?.billing;
  }
  return [line.path, JSON.stringify(sortedKeys(line.data))];
}

/** A part's documents by path (an unzipped archive: tests/support/zip.ts), normalized (normalizedLine). */
export function normalizedPart(files: Map<string, Buffer>, part: string, org: string, imported = false): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of files.get(`${part}.ndjson`)!.toString('utf8').split('\n').filter(Boolean)) {
    const line = normalizedLine(raw, part, org, imported);
    if (line) out.set(line[0], line[1]);
  }
  return out;
}

/** The parts compared: every part, the stored files' bytes too. */
export const COMPARED_PARTS = [...ARCHIVE_PARTS.map((p) => p.name), ARCHIVE_FILE_BYTES_PART];

/**
 * A part's documents as digests of their normalized data, read line by line from the zip: the comparison of two
 * archives of 100,000 members holds a few megabytes (paths and digests), not their inflated parts.
 */
async function digestPart(reader: ZipReader, part: string, org: string, imported: boolean): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  await reader.lines(`${part}.ndjson`, 1000, async (lines) => {
    for (const raw of lines) {
      const line = normalizedLine(raw, part, org, imported);
      if (line) out.set(line[0], createHash('sha1').update(line[1]).digest('base64'));
    }
  });
  return out;
}

/**
 * The differences between an archive of `source` and the archive of `copy` (the organization it was imported into),
 * a part at a time: [] when they are the same apart from ids and clocks, else one sentence per differing part (how
 * many documents differ, are missing or are extra, and the first such path).
 */
export async function archiveDifferences(first: Buffer, source: string, second: Buffer, copy: string): Promise<string[]> {
  const [a, b] = await Promise.all([ZipReader.open(bufferSource(first)), ZipReader.open(bufferSource(second))]);
  const found: string[] = [];
  for (const part of COMPARED_PARTS) {
    const before = await digestPart(a, part, source, false);
    const after = await digestPart(b, part, copy, true);
    const changed = [...before].filter(([path, d]) => after.has(path) && after.get(path) !== d).map(([path]) => path);
    const missing = [...before.keys()].filter((path) => !after.has(path));
    const extra = [...after.keys()].filter((path) => !before.has(path));
    if (changed.length + missing.length + extra.length === 0) continue;
    const example = changed[0] ?? missing[0] ?? extra[0];
    found.push(`${part}: ${changed.length} changed, ${missing.length} missing, ${extra.length} extra (e.g. ${example})`);
  }
  return found;
}
