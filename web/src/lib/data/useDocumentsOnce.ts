import { useEffect, useMemo, useState } from 'react';
import { doc, getDoc } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { toPlain } from './plain';
import { meterReads } from './readMeter';

/** What a one-time read found: the document's data, `null` when it is gone or refused, `undefined` while reading. */
export type OnceRead = Record<string, unknown> | null | undefined;

/**
 * Documents read once each, for naming things a list only holds by id (the activity log's members and payments).
 * Not live: a name that changes later shows on the next visit. A refused read counts as gone, so one record the rules
 * keep from the reader never blocks the others. Each path is read once for the page's lifetime.
 */
export function useDocumentsOnce(paths: readonly string[]): ReadonlyMap<string, OnceRead> {
  const [found, setFound] = useState<ReadonlyMap<string, OnceRead>>(new Map());
  const wanted = useMemo(() => [...new Set(paths)].sort(), [paths]);
  const key = wanted.join('\n');
  useEffect(() => {
    const missing = wanted.filter((p) => !found.has(p));
    if (missing.length === 0) return undefined;
    let live = true;
    void Promise.all(
      missing.map(async (path): Promise<[string, OnceRead]> => {
        try {
          const snap = await getDoc(doc(firestore, path));
          meterReads(1);
          return [path, snap.exists() ? toPlain<Record<string, unknown>>(snap.data()) : null];
        } catch {
          return [path, null];
        }
      }),
    ).then((entries) => {
      if (live) setFound((before) => new Map([...before, ...entries]));
    });
    return () => {
      live = false;
    };
    // key stands for the paths; `found` is read, not followed (a read landing must not start another)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return found;
}
