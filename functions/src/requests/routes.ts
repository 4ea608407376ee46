import type { Route } from '../http/route';
import { askErasure } from './askErasure';
import { askRefund } from './askRefund';
import { decideRequest } from './decide';

/**
 * Richieste: a member's refund request (GET /v1/payments/ask-refund), erasure request (POST /v1/profile/erasure) and
 * the administrators' decision.
 */
export const requestRoutes: readonly Route[] = [askRefund, askErasure, decideRequest];
