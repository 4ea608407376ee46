import type { DocumentReference } from 'firebase-admin/firestore';
import { orgPath } from '@tessera/domain/paths';
import { db } from './admin';

/** Every document under `ref` (its subcollections, theirs, and so on), with its data as JSON. */
async function documentsUnder(ref: DocumentReference, out: { path: string; json: string }[]): Promise<void> {
  for (const collection of await ref.listCollections()) {
    for (const doc of (await collection.get()).docs) out.push({ path: doc.ref.path, json: JSON.stringify(doc.data()) });
    // documents that exist only as parents of others are listed too, so their subcollections are reached
    for (const parent of await collection.listDocuments()) await documentsUnder(parent, out);
  }
}

/**
 * Where any of `needles` (a name, an address, a tax code; compared without case) is still written: every document of
 * the organization (its subcollections too), the sign-in's accounts and profiles. Answers the paths, except those
 * under one of `kept` (the records the law keeps: payments, the register of members …), with the needle found.
 */
export async function findPersonalData(orgId: string, needles: readonly string[], kept: readonly string[] = []): Promise<string[]> {
  const docs: { path: string; json: string }[] = [];
  await documentsUnder(db.doc(orgPath(orgId)), docs);
  for (const name of ['accounts', 'profiles'])
    for (const doc of (await db.collection(name).get()).docs) docs.push({ path: doc.ref.path, json: JSON.stringify(doc.data()) });
  const lower = needles.map((n) => n.toLowerCase());
  const keptPrefixes = kept.map((k) => `${orgPath(orgId)}/${k}/`);
  return docs.flatMap(({ path, json }) => {
    // a kept entry is a collection or one document: its own path and everything under it
    if (keptPrefixes.some((k) => `${path}/`.startsWith(k))) return [];
    const text = json.toLowerCase();
    return lower.filter((n) => text.includes(n)).map((n) => `${path}: ${n}`);
  });
}
