import { useEffect, useState } from 'react';
import { collection, onSnapshot, query, where, type QueryConstraint } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { meterSnapshot } from './readMeter';

/**
 * The lists' load-everything read from before they read one page at a time, for the bench's baseline only (features/dev/LegacyListBench,
 * a dev route): the whole collection in surname ranges opened one after another. Nothing else uses it.
 * A range counts as loaded on the server's answer only: while one range takes the emulator long, the SDK declares
 * itself offline and answers the next ranges from its empty cache, which had the baseline stop at the first range
 * (647 of 100,000 cards).
 */
const SPLITS = ['B', 'C', 'D', 'G', 'M', 'P', 'S'];

export function useWholeCollectionLegacy(path: string, field: string, enabled: boolean): Record<string, unknown>[] | null {
  const [rows, setRows] = useState<Record<string, unknown>[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const bounds = [undefined, ...SPLITS].map((from, i) => ({ from, to: SPLITS[i] }));
    const shards = bounds.map(() => new Map<string, Record<string, unknown>>());
    const stops: (() => void)[] = [];
    let ready = 0;
    const open = (i: number) => {
      const r = bounds[i]!;
      const constraints: QueryConstraint[] = [
        ...(r.from !== undefined ? [where(field, '>=', r.from)] : []),
        ...(r.to !== undefined ? [where(field, '<', r.to)] : []),
      ];
      let first = true;
      stops.push(
        onSnapshot(query(collection(firestore, path), ...constraints), { includeMetadataChanges: true }, (snap) => {
          if (snap.metadata.fromCache && first) return;
          meterSnapshot(snap, first);
          for (const c of snap.docChanges()) {
            if (c.type === 'removed') shards[i]!.delete(c.doc.id);
            else shards[i]!.set(c.doc.id, { ...c.doc.data(), id: c.doc.id });
          }
          if (first) {
            first = false;
            ready++;
            if (i + 1 < bounds.length) open(i + 1);
          }
          if (ready === bounds.length) setRows(shards.flatMap((s) => [...s.values()]));
        }),
      );
    };
    open(0);
    return () => stops.forEach((stop) => stop());
  }, [path, field, enabled]);
  return rows;
}
