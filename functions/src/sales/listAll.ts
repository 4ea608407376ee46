import { listSalesContract, SALES_PAGE } from '@tessera/domain/contracts/sales';
import { route } from '../http/route';
import { keysetPage } from '../shared/keysetPage';
import { saleOf, sales } from './saleStore';

/** GET /v1/sales/all (header after) — the latest day first, a page at a time (integrations; the screens query Firestore). */
export const listSales = route(listSalesContract, async ({ claims, headers }) => {
  const { docs, next } = await keysetPage(sales(claims.org), 'sortKeys.saleDate', 'desc', SALES_PAGE, headers.after);
  return { sales: docs.map(saleOf), next };
});
