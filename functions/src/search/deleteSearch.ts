import { deleteSearchContract } from '@tessera/domain/contracts/search';
import { route } from '../http/route';
import { ownSearch } from './savedSearchStore';

/** GET /v1/advanced-search/delete-search (header id) → {result: true}: one of the caller's saved searches. */
export const deleteSearch = route(deleteSearchContract, async ({ claims, principal, headers }) => {
  const snap = await ownSearch(claims.org, principal.uid, headers.id);
  await snap.ref.delete();
  return { result: true as const };
});
