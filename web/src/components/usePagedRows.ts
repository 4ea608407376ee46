import { useMemo, useState } from 'react';

/**
 * One page of in-memory rows for <Pagination>: the page is clamped when the rows shrink (a filter, a live
 * removal), and a new page size starts again from the first page.
 */
export function usePagedRows<T>(rows: readonly T[], initialPageSize: number) {
  const [page, setPage] = useState(0);
  const [pageSize, setSize] = useState(initialPageSize);
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const visible = useMemo(() => rows.slice(current * pageSize, (current + 1) * pageSize), [rows, current, pageSize]);
  return {
    page: current,
    pageSize,
    visible,
    total: rows.length,
    setPage,
    setPageSize(size: number) {
      setSize(size);
      setPage(0);
    },
  };
}
