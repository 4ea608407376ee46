import { listNamesOf } from '@tessera/domain/entities/organization';
import { listNamesPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/**
 * Rewrites the organization's list-names summary from the list values as they are now. Reading the collection in
 * the transaction makes two near-simultaneous changes serialize: the last write always saw both.
 */
export async function refreshListNames(orgId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(db.collection(orgCol(orgId, 'listValues')));
    const names = listNamesOf(snap.docs.map((d) => ({ id: d.id, type: d.get('type'), name: d.get('name') })));
    tx.set(db.doc(listNamesPath(orgId)), names);
  });
}
