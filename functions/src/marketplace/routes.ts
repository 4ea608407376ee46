import type { Route } from '../http/route';
import { quoteMyCart } from './quote';
import { createMyCheckout } from './checkout';
import { retrieveMyCartSession, retrieveMySession } from './retrieve';
import { confirmPayrollCode, sendPayrollCode } from './payroll';
import { myTickets } from './tickets';
import { joinWaitingList, leaveWaitingList, myWaitingLists } from './waitlist';
import { acceptOffer } from './offers';

/** The members' marketplace: the cart, its card checkout and outcome, payroll with a code, the tickets, the waiting lists. */
export const marketplaceRoutes: readonly Route[] = [
  quoteMyCart,
  createMyCheckout,
  retrieveMyCartSession,
  retrieveMySession,
  sendPayrollCode,
  confirmPayrollCode,
  myTickets,
  joinWaitingList,
  leaveWaitingList,
  myWaitingLists,
  acceptOffer,
];
