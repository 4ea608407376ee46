import { useEffect, useState } from 'react';
import { count, doc, getAggregateFromServer, sum } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { fieldAt, listQuery, listTotalSource, type QueryDescription, type TotalSource } from '@tessera/domain/lists/query';
import type { ListSpec } from '@tessera/domain/lists/specs';
import type { ScopeFilter } from '@tessera/domain/scope';
import { describedQuery } from './describedQuery';
import { meterCount, meterReads } from './readMeter';
import { headStart, listen } from './listen';

const countAt = (data: Record<string, unknown> | undefined, path: string): number => {
  const v = fieldAt(data, path);
  return typeof v === 'number' ? v : 0;
};

/** A list's total and, when its spec sums a field, the sum over the same rows; null while unknown. */
export interface ListTotals {
  total: number | null;
  sum: number | null;
}

/**
 * The total of a list: live from the counter documents when they answer the exact filter (with the sum, where the
 * counters keep it beside the count), else a count() aggregation (with the sum of `sumField`, in the same query), counted again when `recount` changes (the page saw
 * rows come or go). Null until known.
 */
export function useListTotals(source: TotalSource, whole: QueryDescription | null, recount: number, sumField?: string): ListTotals {
  const key = JSON.stringify([source, whole?.where, whole?.collection, sumField]);
  const [state, setState] = useState<{ key: string; total: number | null; sum: number | null }>({ key, total: null, sum: null });
  // the counters' reads leave while the page renders, with the page's others (listen.ts); the effect claims them
  if (source.kind === 'counters') for (const d of source.docs) headStart(`doc ${d.path}`, () => doc(firestore, d.path));

  useEffect(() => {
    if (source.kind !== 'counters') return;
    const parts = source.docs.map(() => ({ total: 0, sum: 0 }));
    const seen = source.docs.map(() => false);
    const summed = source.docs.every((d) => d.sumFields);
    const add = (data: Record<string, unknown> | undefined, fields: readonly string[] = []) =>
      fields.reduce((sum, f) => sum + countAt(data, f), 0);
    const stops = source.docs.map((d, i) =>
      listen(
        doc(firestore, d.path),
        (snap) => {
          meterReads(1);
          parts[i] = { total: add(snap.data(), d.fields), sum: add(snap.data(), d.sumFields) };
          seen[i] = true;
          if (!seen.every(Boolean)) return;
          const total = parts.reduce((a, b) => a + b.total, 0);
          setState({ key, total, sum: summed ? parts.reduce((a, b) => a + b.sum, 0) : null });
        },
        { headStart: `doc ${d.path}` },
      ),
    );
    return () => stops.forEach((stop) => stop());
    // key stands for source and the query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (source.kind !== 'count' || !whole) return;
    let live = true;
    const q = describedQuery(firestore, whole, true);
    const asked = sumField
      ? getAggregateFromServer(q, { count: count(), sum: sum(sumField) })
      : getAggregateFromServer(q, { count: count() });
    asked.then(
      (snap) => {
        const data: { count: number; sum?: number | null } = snap.data();
        meterCount(data.count);
        if (live) setState({ key, total: data.count, sum: sumField ? (data.sum ?? 0) : null });
      },
      () => live && setState({ key, total: null, sum: null }),
    );
    return () => {
      live = false;
    };
    // key stands for source and the query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, recount]);

  if (source.kind === 'none') return { total: 0, sum: sumField ? 0 : null };
  return state.key === key ? { total: state.total, sum: state.sum } : { total: null, sum: null };
}

/** The total alone (lists without a summed field). */
export const useListTotal = (source: TotalSource, whole: QueryDescription | null, recount: number): number | null =>
  useListTotals(source, whole, recount).total;

/** Everything a list shows its user without filter or search (the header's count), live from the counters. */
export function useUnfilteredTotal(orgId: string, spec: ListSpec, scope: ScopeFilter): number | null {
  const request = { scope, filters: {}, pageSize: 1 };
  return useListTotal(listTotalSource(orgId, spec, request), listQuery(orgId, spec, request), 0);
}
