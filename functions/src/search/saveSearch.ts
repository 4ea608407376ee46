import { FieldValue } from 'firebase-admin/firestore';
import { SAVED_SEARCHES_MAX } from '@tessera/domain/search/saved';
import { saveSearchContract } from '@tessera/domain/contracts/search';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { ownSearch, searchesCol, type StoredSearch } from './savedSearchStore';
import { checkedQuery, searchShownFields } from './searchFields';

/**
 * POST /v1/advanced-search/save-search {name, query, shared} (header id to replace one's own) → {id}: only a query
 * that runs now, naming only the organization's list values, is saved; at most SAVED_SEARCHES_MAX per admin.
 */
export const saveSearch = route(saveSearchContract, async ({ claims, principal, headers, body }) => {
  await checkedQuery(claims.org, body.query, { saving: true, shown: await searchShownFields(claims.org, claims.role) });
  const record: StoredSearch = { ...body, ownerUid: principal.uid, ownerEmail: principal.email ?? '' };
  if (headers.id) {
    const snap = await ownSearch(claims.org, principal.uid, headers.id);
    await snap.ref.update({ ...record, updatedAt: FieldValue.serverTimestamp() });
    return { id: snap.id };
  }
  const mine = await searchesCol(claims.org).where('ownerUid', '==', principal.uid).count().get();
  if (mine.data().count >= SAVED_SEARCHES_MAX) throw new ApiError('QUOTAS_EXCEEDED');
  const ref = await searchesCol(claims.org).add({
    ...record,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { id: ref.id };
});
