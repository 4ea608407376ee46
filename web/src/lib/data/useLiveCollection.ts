import { useEffect, useMemo, useState } from 'react';
import { collection, limit as limitTo, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { LOADING, type Filter, type Live, type Order } from './live';
import { toPlain } from './plain';
import { meterSnapshot } from './readMeter';
import { headStart, listen } from './listen';

/**
 * Realtime list of a collection under the security rules. A refused query comes back as `status: 'error'`
 * (reactfire's hook, used before, threw it and blanked the page). `filters: null` means nothing is in scope (domain
 * scopeFilter kind `none`): no query runs and the list is empty.
 */
const NOTHING_IN_SCOPE: Live<never[]> = { status: 'success', data: [], error: undefined };

export function useLiveCollection<T extends { id: string }>(
  path: string,
  opts: { filters?: Filter[] | null; order?: Order[]; limit?: number } = {},
): Live<T[]> {
  const { filters, order, limit } = opts;
  // `null` filters (nothing read) must differ from none given: JSON writes an undefined array item as null
  const signature = JSON.stringify([path, filters === null ? 'nothing' : (filters ?? []), order, limit]);
  const q = useMemo(() => {
    const constraints: QueryConstraint[] = [
      ...(filters ?? []).map((f) => where(f.field, f.op, f.value)),
      ...(order ?? []).map((o) => orderBy(o.field, o.direction ?? 'asc')),
      ...(limit ? [limitTo(limit)] : []),
    ];
    return query(collection(firestore, path), ...constraints);
    // signature stands for path, filters, order and limit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  const [state, setState] = useState<{ signature: string; live: Live<T[]> }>({ signature, live: LOADING });
  // the query leaves while the page renders, with the page's others (listen.ts); the effect claims it
  const key = `collection ${signature}`;
  if (filters !== null) headStart(key, () => q);
  useEffect(() => {
    if (filters === null) return undefined;
    let first = true;
    return listen(
      q,
      (snap) => {
        meterSnapshot(snap, first);
        first = false;
        setState({
          signature,
          live: { status: 'success', data: snap.docs.map((d) => toPlain<T>({ ...d.data(), id: d.id })), error: undefined },
        });
      },
      { error: (error) => setState({ signature, live: { status: 'error', data: undefined, error } }), headStart: key },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  if (filters === null) return NOTHING_IN_SCOPE as Live<T[]>;
  return state.signature === signature ? state.live : LOADING;
}
