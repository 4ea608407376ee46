import { CONVENTIONS_PAGE, listConventionsContract } from '@tessera/domain/contracts/conventions';
import { route } from '../http/route';
import { keysetPage } from '../shared/keysetPage';
import { conventionOf, conventions } from './conventionStore';

/** GET /v1/conventions/all (header after) — by name, a page at a time (integrations; the screens query Firestore). */
export const listConventions = route(listConventionsContract, async ({ claims, headers }) => {
  const { docs, next } = await keysetPage(conventions(claims.org), 'sortKeys.name', 'asc', CONVENTIONS_PAGE, headers.after);
  return { conventions: docs.map(conventionOf), next };
});
