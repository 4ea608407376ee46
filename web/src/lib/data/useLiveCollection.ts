import { useMemo } from 'react';
import { collection, limit as limitTo, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { Filter, Live, Order } from './live';
import { toPlain } from './plain';

/**
 * Realtime list of a collection under the security rules. `key` must change whenever the query does
 * (reactfire caches one observable per query).
 */
export function useLiveCollection<T extends { id: string }>(
  path: string,
  opts: { filters?: Filter[]; order?: Order[]; limit?: number } = {},
): Live<T[]> {
  const firestore = useFirestore();
  const { filters, order, limit } = opts;
  const signature = JSON.stringify([path, filters, order, limit]);
  const q = useMemo(() => {
    const constraints: QueryConstraint[] = [
      ...(filters ?? []).map((f) => where(f.field, f.op, f.value)),
      ...(order ?? []).map((o) => orderBy(o.field, o.direction ?? 'asc')),
      ...(limit ? [limitTo(limit)] : []),
    ];
    return query(collection(firestore, path), ...constraints);
    // signature stands for path, filters, order and limit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, signature]);
  const result = useFirestoreCollectionData(q, { idField: 'id' });
  const data = useMemo(() => (result.data ? result.data.map((d) => toPlain<T>(d)) : undefined), [result.data]);
  if (result.status === 'error') return { status: 'error', data: undefined, error: result.error ?? new Error('read failed') };
  if (result.status === 'loading' || !data) return { status: 'loading', data: undefined, error: undefined };
  return { status: 'success', data, error: undefined };
}
