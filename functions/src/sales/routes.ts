import type { Route } from '../http/route';
import { listSales } from './listAll';
import { getSale } from './getOne';
import { saveSale } from './saveOne';
import { deleteSale } from './deleteOne';
import { cloneSale } from './cloneOne';

/** /v1/sales endpoints (spec §7 Sales; registrations come with the seats, issue 14 §2). */
export const saleRoutes: readonly Route[] = [listSales, getSale, saveSale, deleteSale, cloneSale];
