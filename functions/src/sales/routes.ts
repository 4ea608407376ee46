import type { Route } from '../http/route';
import { listSales } from './listAll';
import { getSale } from './getOne';
import { saveSale } from './saveOne';
import { deleteSale } from './deleteOne';
import { cloneSale } from './cloneOne';
import { registerAtDesk } from './register';
import { listRegistrations } from './registrations';
import { cancelRegistration } from './cancelRegistration';
import { extractParticipants } from './participants';
import { printParticipants } from './printParticipants';

/** /v1/sales endpoints (the cart's registrations come with the members' marketplace). */
export const saleRoutes: readonly Route[] = [
  listSales,
  getSale,
  saveSale,
  deleteSale,
  cloneSale,
  registerAtDesk,
  listRegistrations,
  cancelRegistration,
  extractParticipants,
  printParticipants,
];
