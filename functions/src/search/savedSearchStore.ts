import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import type { SearchQuery } from '@tessera/domain/search/query';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/** Saved searches as stored (organizations/{org}/searches/{id}): the input, its owner, when. */
export interface StoredSearch {
  name: string;
  query: SearchQuery;
  shared: boolean;
  ownerUid: string;
  ownerEmail: string;
}

export const searchesCol = (orgId: string) => db.collection(orgCol(orgId, 'searches'));

/** One of the caller's saved searches, or NOT_FOUND (another admin's, shared or not, is theirs to change). */
export async function ownSearch(orgId: string, uid: string, id: string): Promise<DocumentSnapshot> {
  const snap = await searchesCol(orgId).doc(id).get();
  if (!snap.exists || snap.get('ownerUid') !== uid) throw new ApiError('NOT_FOUND');
  return snap;
}
