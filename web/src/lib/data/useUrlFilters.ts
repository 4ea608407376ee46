import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A paged list's equality filters, kept in the page's address (`?accountStatus=ACTIVE&group=…`): a link (a dashboard
 * counter) opens the list filtered the same way, and a reload or a shared address keeps the filters. Only the keys
 * the list's spec declares (domain lists/specs.ts) are read, so the query stays one the indexes serve.
 */
export function useUrlFilters<F extends string>(keys: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(keys.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))) as Partial<Record<F, string>>,
    [params, keys],
  );
  const setFilters = useCallback(
    (next: Partial<Record<F, string>>) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const k of keys) {
            if (next[k]) out.set(k, next[k]);
            else out.delete(k);
          }
          return out;
        },
        { replace: true },
      ),
    [setParams, keys],
  );
  /** whether the page was opened with filters: such a link means exactly those filters (no remembered search) */
  const [openedFiltered] = useState(() => keys.some((k) => params.get(k)));
  return { filters, setFilters, openedFiltered };
}
