import {
  collection,
  documentId,
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { DOCUMENT_ID, type QueryDescription } from '@tessera/domain/lists/query';

/** A domain query description (lists/query.ts) as a Firestore query: the page, or with `whole` every match (for count()). */
export function describedQuery(firestore: Firestore, d: QueryDescription, whole = false): Query {
  const filters = d.where.map((w) => where(w.field, w.op, w.value));
  if (whole) return query(collection(firestore, d.collection), ...filters);
  return query(
    collection(firestore, d.collection),
    ...filters,
    ...d.orderBy.map((o) => orderBy(o.field === DOCUMENT_ID ? documentId() : o.field, o.dir)),
    ...(d.startAfter ? [startAfter(...d.startAfter)] : []),
    ...(d.endBefore ? [endBefore(...d.endBefore)] : []),
    d.fromEnd ? limitToLast(d.limit) : limit(d.limit),
  );
}
