import type { CollectionReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * One page of a collection in a stored field's order (ties by document id), after the document `after` (the last of
 * the previous page): the `GET all` endpoints integrations page through. `next` is the id to send for the next page,
 * null on the last.
 */
export async function keysetPage(
  collection: CollectionReference,
  field: string,
  dir: 'asc' | 'desc',
  size: number,
  after: string | undefined,
): Promise<{ docs: QueryDocumentSnapshot[]; next: string | null }> {
  let query = collection
    .orderBy(field, dir)
    .orderBy('__name__', dir)
    .limit(size + 1);
  if (after) {
    const last = await collection.doc(after).get();
    if (last.exists) query = query.startAfter(last.get(field), last.id);
  }
  const docs = (await query.get()).docs;
  const page = docs.slice(0, size);
  return { docs: page, next: docs.length > size ? page[page.length - 1]!.id : null };
}
