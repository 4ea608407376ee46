import type { Offer } from '@tessera/domain/entities/organization';
import { centsToEuro } from '@tessera/domain/money';
import { publicRoute } from '../http/route';
import { listValuesByType } from '../configs/listValues';
import { orgHeader, publicOrganization } from './organization';

/** GET /v1/website/categories — the signup offers: categories marked as offered, amount in euro (spec §3 Offer). */
export const categories = publicRoute({
  method: 'GET',
  path: '/v1/website/categories',
  headers: orgHeader,
  async handle({ headers }) {
    const org = await publicOrganization(headers.org);
    const lists = await listValuesByType(org.id);
    const offers: Offer[] = lists.categories
      .filter((c) => c.offered && c.amount !== undefined)
      .map((c) => ({ _id: c.id, name: c.name, amount: centsToEuro(c.amount!) }));
    return { categories: offers };
  },
});
