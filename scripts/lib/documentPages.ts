import { FieldPath, type CollectionReference, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * A collection's documents a page at a time, in id order, each page read after the last one's id: what the one-off
 * backfills walk, so that none holds a whole collection in memory and a run stopped half-way can simply be repeated.
 */
export async function* documentPages(collection: CollectionReference | Query, size = 400): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: string | undefined;
  for (;;) {
    let q = collection.orderBy(FieldPath.documentId()).limit(size);
    if (after) q = q.startAfter(after);
    const page = await q.get();
    if (page.empty) return;
    after = page.docs.at(-1)!.id;
    yield page.docs;
  }
}
