import type { DocumentSnapshot, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** About how many bytes a stored value takes (Firestore counts field names and values alike). */
export function approxBytes(value: unknown): number {
  if (typeof value === 'string') return value.length + 1;
  if (value === null || value === undefined) return 1;
  if (typeof value !== 'object') return 8;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value.byteLength;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + approxBytes(v), 0);
  // a reference by its path; timestamps and points by their few numbers
  if ('path' in value && typeof value.path === 'string' && 'firestore' in value) return value.path.length + 1;
  if (value.constructor !== Object) return 16;
  return Object.entries(value).reduce((n, [k, v]) => n + k.length + 1 + approxBytes(v), 0);
}

/** How large the pages of a pass grow: about `bytes` of documents, at most `max` of them. */
export interface PageBounds {
  bytes: number;
  max: number;
}

/** Whether a page of `count` documents of about `bytes` is full: the bounds' most documents, or their bytes, reached. */
export const pageFull = (count: number, bytes: number, bounds: PageBounds) => count >= bounds.max || bytes >= bounds.bytes;

/**
 * Documents one query of a pass reads at most. A pass streams each query's documents and cuts them into pages as they
 * come, instead of asking a query per page: the emulator keeps no indexes and scans (and sorts) the whole collection
 * for every query, so a query per page cost a scan per page (the members' part alone took 91 s of an archive's export at
 * 100,000 members). Firestore itself bills per document read, whatever the queries; a query this long still ends well
 * within its deadline, and should one break off, the SDK resumes it after its last document.
 */
export const STREAM_CHUNK = 50_000;

/**
 * The documents of `first`, then of `after(last)` while a query brings STREAM_CHUNK of them, handed to `each` in pages
 * within `bounds` (the last of each query's may be short). A page is handed on as soon as it is full and the stream
 * waits meanwhile (memory: one page, and what the stream holds). `keep` leaves out documents read but not wanted.
 */
export async function streamPages(
  first: Query,
  after: (last: DocumentSnapshot) => Query,
  each: (docs: QueryDocumentSnapshot[]) => Promise<void>,
  bounds: PageBounds,
  keep: (doc: QueryDocumentSnapshot) => boolean = () => true,
): Promise<void> {
  for (let query = first; ;) {
    let read = 0;
    let last: QueryDocumentSnapshot | undefined;
    let page: QueryDocumentSnapshot[] = [];
    let bytes = 0;
    for await (const doc of query.limit(STREAM_CHUNK).stream() as AsyncIterable<QueryDocumentSnapshot>) {
      read++;
      last = doc;
      if (!keep(doc)) continue;
      page.push(doc);
      bytes += approxBytes(doc.data());
      if (pageFull(page.length, bytes, bounds)) {
        await each(page);
        page = [];
        bytes = 0;
      }
    }
    if (page.length) await each(page);
    if (read < STREAM_CHUNK || !last) return;
    query = after(last);
  }
}
