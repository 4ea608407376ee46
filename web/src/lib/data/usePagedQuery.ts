import { useEffect, useMemo, useState } from 'react';
import type { DocumentData } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import {
  cursorOf,
  listQuery,
  listSort,
  listTotalSource,
  type ListCursor,
  type ListRequest,
  type PageAnchor,
} from '@tessera/domain/lists/query';
import type { ListSpec } from '@tessera/domain/lists/specs';
import { describedQuery } from './describedQuery';
import { toPlain } from './plain';
import { meterSnapshot } from './readMeter';
import { headStart, listen } from './listen';
import { useListTotals } from './useListTotal';

/** A stored document's fields as a list's toRow receives them (timestamps already Dates). */
export type StoredData = DocumentData;

export interface PagedQuery<T> {
  status: 'loading' | 'success' | 'error';
  error?: Error;
  /** the visible page, live */
  rows: T[];
  /** 0-based: the page of the rows on screen (while the next one loads, still the previous one) */
  page: number;
  /** all rows matching, from the counters or count(); null while unknown */
  total: number | null;
  /** the sum of the spec's sumField over all rows matching (same aggregation as the total); null while unknown or none */
  sum: number | null;
  hasNext: boolean;
  /** goes to page 0, the next, the previous or the last page (other numbers are ignored: pages are reached by cursor) */
  goTo: (page: number) => void;
  /** the previous rows are still on screen while the requested ones load */
  loading?: boolean;
}

interface Loaded {
  key: string;
  /** which page of which request these rows are */
  position: { requestKey: string; page: number };
  docs: { id: string; data: DocumentData }[];
  cursors: ListCursor[];
  beyond: boolean;
  error?: Error;
}

/**
 * One page of a list, live: the query comes from the list's spec (domain lists/query.ts) and only the visible
 * page is listened to (page size + 1 documents). Pages are reached by cursor from the rows on screen; a change
 * of filters, search, sort or page size starts again from the first page. The total comes from useListTotal.
 */
export function usePagedQuery<F extends string, S extends string, T>(
  orgId: string,
  spec: ListSpec<F, S>,
  request: Omit<ListRequest<F, S>, 'page'>,
  toRow: (id: string, data: DocumentData) => T,
): PagedQuery<T> {
  const requestKey = JSON.stringify([orgId, spec.collection, request]);
  const [position, setPosition] = useState<{ requestKey: string; page: number; anchor: PageAnchor | null }>({
    requestKey,
    page: 0,
    anchor: null,
  });
  const current = position.requestKey === requestKey ? position : { requestKey, page: 0, anchor: null };
  const description = useMemo(
    () => listQuery(orgId, spec, { ...request, page: current.anchor }),
    // requestKey stands for the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [orgId, spec, requestKey, current.anchor],
  );
  const key = JSON.stringify(description);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [recount, setRecount] = useState(0);
  // the query leaves while the page renders; the effect below joins it and claims it
  if (description) headStart(`page ${key}`, () => describedQuery(firestore, description));

  useEffect(() => {
    if (!description) return;
    let fromServer = false;
    // With metadata changes: the cache may answer first with what an earlier page left there (26 rows for a
    // page of 100); those answers are skipped, and the server's, which may hold the same rows, still arrives.
    return listen(
      describedQuery(firestore, description),
      (snap) => {
        if (snap.metadata.fromCache && !fromServer) return;
        meterSnapshot(snap, !fromServer);
        if (fromServer && snap.docChanges().some((c) => c.type !== 'modified')) setRecount((n) => n + 1);
        fromServer = true;
        const docs = snap.docs;
        const beyond = 'last' in (current.anchor ?? {}) ? false : docs.length > request.pageSize;
        // limitToLast answers in query order: the extra row, if any, is the first
        const visible = !beyond ? docs : description.fromEnd ? docs.slice(1) : docs.slice(0, request.pageSize);
        setLoaded({
          key,
          position: current,
          docs: visible.map((d) => ({ id: d.id, data: toPlain<DocumentData>(d.data()) })),
          cursors: visible.map((d) => cursorOf(spec, listSort(spec, request).key, { id: d.id, data: d.data() })),
          beyond,
        });
      },
      {
        error: (error) => setLoaded({ key, position: current, docs: [], cursors: [], beyond: false, error }),
        includeMetadataChanges: true,
        headStart: `page ${key}`,
      },
    );
    // key stands for the description
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const source = useMemo(
    () => listTotalSource(orgId, spec, request),
    // requestKey stands for the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [orgId, spec, requestKey],
  );
  const wholeQuery = useMemo(
    () => listQuery(orgId, spec, { ...request, page: null }),
    // requestKey stands for the request
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [orgId, spec, requestKey],
  );
  const { total, sum } = useListTotals(source, wholeQuery, recount, spec.sumField);

  const page = current.page;
  const shown: Loaded | null =
    description === null ? { key, position: current, docs: [], cursors: [], beyond: false } : loaded?.key === key ? loaded : null;
  // While the next page or query loads, the rows on screen stay (no skeleton flashing at every keystroke).
  const pending = !shown && loaded && !loaded.error ? loaded : null;
  const onScreen = shown ?? pending;
  // rows follow the documents and toRow (a card's status depends on the organization's grace period)
  const rows = useMemo(() => (onScreen ? onScreen.docs.map((d) => toRow(d.id, d.data)) : []), [onScreen, toRow]);
  const hasNext = shown ? (current.anchor && 'before' in current.anchor ? true : shown.beyond) : false;

  function goTo(target: number) {
    if (!shown || target === page) return;
    const lastPage = total === null ? null : Math.max(0, Math.ceil(total / request.pageSize) - 1);
    let anchor: PageAnchor | null | undefined;
    if (target === 0) anchor = null;
    else if (target === page + 1 && shown.cursors.length) anchor = { after: shown.cursors.at(-1)! };
    else if (target === page - 1 && shown.cursors.length) anchor = { before: shown.cursors[0]! };
    else if (target === lastPage && total !== null) anchor = { last: total - lastPage * request.pageSize };
    if (anchor !== undefined) setPosition({ requestKey, page: target, anchor });
  }

  if (shown?.error) return { status: 'error', error: shown.error, rows: [], page, total, sum, hasNext: false, goTo };
  // On a page turn, "x - y di total" keeps describing the rows on screen until the requested ones arrive (a new filter
  // or search starts again from the first page, whose total is the new one's)
  const pendingPage = pending?.position.requestKey === requestKey ? pending.position.page : page;
  if (pending) return { status: 'success', rows, page: pendingPage, total, sum, hasNext: false, goTo, loading: true };
  if (!shown) return { status: 'loading', rows: [], page, total, sum, hasNext: false, goTo };
  return { status: 'success', rows, page, total, sum, hasNext, goTo };
}
