import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './admin';

interface Waiting {
  ref: DocumentReference;
  resolve: (snap: DocumentSnapshot) => void;
  reject: (e: unknown) => void;
}

let waiting: Waiting[] | null = null;

/** Fetches every document asked for since the last round trip in one `getAll`, and answers each caller. */
async function fetchWaiting(): Promise<void> {
  const asked = waiting ?? [];
  waiting = null;
  // one request per document, however many callers asked for it
  const unique = [...new Map(asked.map((w) => [w.ref.path, w.ref])).values()];
  try {
    const snaps = await db.getAll(...unique);
    const byPath = new Map(snaps.map((s) => [s.ref.path, s]));
    for (const w of asked) w.resolve(byPath.get(w.ref.path)!);
  } catch (e) {
    for (const w of asked) w.reject(e);
  }
}

/**
 * A document read outside a transaction, fetched together with the other reads asked for during the same turn of the
 * event loop: one round trip to Firestore instead of one per document. A call reads the caller's profile, the
 * organization, the member and the items it buys one after the other in the code but all at the same moment; every
 * round trip costs the caller latency and the machine serving a rush CPU. Reads that wait on nothing else can use it;
 * each gets the snapshot `ref.get()` would give (read at the same moment as the others, never older).
 */
export function readTogether(ref: DocumentReference): Promise<DocumentSnapshot> {
  return new Promise((resolve, reject) => {
    if (!waiting) {
      waiting = [];
      // after the promise callbacks already due: reads asked for right after an await of something done still join
      setImmediate(() => void fetchWaiting());
    }
    waiting.push({ ref, resolve, reject });
  });
}
