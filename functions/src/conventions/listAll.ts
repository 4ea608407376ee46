import { CONVENTIONS_PAGE, listConventionsContract } from '@tessera/domain/contracts/conventions';
import { route } from '../http/route';
import { conventionOf, conventions } from './conventionStore';

/** GET /v1/conventions/all (header after) — by name, a page at a time (integrations; the screens query Firestore). */
export const listConventions = route(listConventionsContract, async ({ claims, headers }) => {
  let query = conventions(claims.org)
    .orderBy('sortKeys.name')
    .orderBy('__name__')
    .limit(CONVENTIONS_PAGE + 1);
  if (headers.after) {
    const last = await conventions(claims.org).doc(headers.after).get();
    if (last.exists) query = query.startAfter(last.get('sortKeys.name'), last.id);
  }
  const docs = (await query.get()).docs;
  const page = docs.slice(0, CONVENTIONS_PAGE);
  return { conventions: page.map(conventionOf), next: docs.length > CONVENTIONS_PAGE ? page[page.length - 1]!.id : null };
});
