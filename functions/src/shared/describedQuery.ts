import { FieldPath, type Query } from 'firebase-admin/firestore';
import { DOCUMENT_ID, type QueryDescription } from '@tessera/domain/lists/query';
import { db } from './admin';

/**
 * A domain query description (lists/query.ts) as an Admin SDK query: the server runs exactly the query a list page
 * runs in the browser (an export holds the rows the page counts), on the same composite indexes.
 */
export function describedQuery(d: QueryDescription): Query {
  let q: Query = db.collection(d.collection);
  for (const w of d.where) q = q.where(w.field, w.op, w.value);
  for (const o of d.orderBy) q = q.orderBy(o.field === DOCUMENT_ID ? FieldPath.documentId() : o.field, o.dir);
  if (d.startAfter) q = q.startAfter(...d.startAfter);
  if (d.endBefore) q = q.endBefore(...d.endBefore);
  return d.fromEnd ? q.limitToLast(d.limit) : q.limit(d.limit);
}
