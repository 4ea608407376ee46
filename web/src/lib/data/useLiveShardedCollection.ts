import { useEffect, useMemo, useState } from 'react';
import { collection, onSnapshot, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { LOADING, type Filter, type Live } from './live';
import { toPlain } from './plain';
import { keyRanges } from './shards';

type Rows<T> = Map<string, T>;

/**
 * A realtime collection read as several key ranges of `field` (see shards.ts), opened one after another:
 * the next range starts listening once the previous one has delivered its first answer. Documents keep their
 * object identity until they change, so per-row caches (the search text) survive unrelated updates.
 * Every document must have `field` (range filters skip documents without it).
 */
export function useLiveShardedCollection<T extends { id: string }>(
  path: string,
  opts: { field: string; splits: readonly string[]; filters?: Filter[] },
): Live<T[]> {
  const firestore = useFirestore();
  const { field, splits, filters } = opts;
  const signature = JSON.stringify([path, field, splits, filters]);
  const [state, setState] = useState<{ signature: string; shards: Rows<T>[]; ready: number; error?: Error }>({
    signature,
    shards: [],
    ready: 0,
  });

  useEffect(() => {
    const ranges = keyRanges(splits);
    const shards: Rows<T>[] = ranges.map(() => new Map());
    const stops: (() => void)[] = [];
    let ready = 0;
    let stopped = false;
    const publish = (error?: Error) => !stopped && setState({ signature, shards: [...shards], ready, error });
    const open = (i: number) => {
      const r = ranges[i]!;
      const constraints: QueryConstraint[] = [
        ...(filters ?? []).map((f) => where(f.field, f.op, f.value)),
        ...(r.from !== undefined ? [where(field, '>=', r.from)] : []),
        ...(r.to !== undefined ? [where(field, '<', r.to)] : []),
      ];
      let first = true;
      stops.push(
        onSnapshot(
          query(collection(firestore, path), ...constraints),
          (snap) => {
            const rows = new Map(shards[i]);
            for (const c of snap.docChanges()) {
              if (c.type === 'removed') rows.delete(c.doc.id);
              else rows.set(c.doc.id, toPlain<T>({ ...c.doc.data(), id: c.doc.id }));
            }
            shards[i] = rows;
            if (first) {
              first = false;
              ready++;
              if (i + 1 < ranges.length && !stopped) open(i + 1);
            }
            publish();
          },
          (error) => publish(error),
        ),
      );
    };
    open(0);
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
    // signature stands for path, field, splits and filters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, signature]);

  const current = state.signature === signature ? state : null;
  const total = splits.length + 1;
  const data = useMemo(
    () => (current && current.ready === total ? current.shards.flatMap((rows) => [...rows.values()]) : undefined),
    [current, total],
  );
  if (current?.error) return { status: 'error', data: undefined, error: current.error };
  if (!data) return LOADING;
  return { status: 'success', data, error: undefined };
}
