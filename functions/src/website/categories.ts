import type { Offer } from '@tessera/domain/entities/organization';
import { centsToEuro } from '@tessera/domain/money';
import { route } from '../http/route';
import { listValuesByType } from '../configs/listValues';
import { publicOrganization } from './organization';
import { categoriesContract } from '@tessera/domain/contracts/website';

/** GET /v1/website/categories — the signup offers: categories marked as offered, amount in euro. */
export const categories = route(categoriesContract, async ({ headers }) => {
  const org = await publicOrganization(headers.org);
  const lists = await listValuesByType(org.id);
  const offers: Offer[] = lists.categories
    .filter((c) => c.offered && c.amount !== undefined)
    .map((c) => ({ _id: c.id, name: c.name, amount: centsToEuro(c.amount!) }));
  return { categories: offers };
});
