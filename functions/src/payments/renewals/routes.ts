import type { Route } from '../../http/route';
import { verifyPayments, verifyPaymentsAll } from './verifyPayments';

/** The fee verification: of one member, or of every member as a job. */
export const renewalRoutes: readonly Route[] = [verifyPaymentsAll, verifyPayments];
