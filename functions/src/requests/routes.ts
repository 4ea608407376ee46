import type { Route } from '../http/route';
import { askRefund } from './askRefund';
import { decideRequest } from './decide';

/** Richieste: a member's refund request (GET /v1/payments/ask-refund) and the administrators' decision. */
export const requestRoutes: readonly Route[] = [askRefund, decideRequest];
