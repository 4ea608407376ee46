import { z } from 'zod';
import { docId } from './common';

/**
 * Richieste: what members ask of their association and an administrator decides — a refund of
 * one of their payments, the cancellation of their membership, the erasure of their personal data. One document per subject
 * (organizations/{org}/requests/{id}): asking again while one is pending changes nothing.
 */
export const REQUEST_TYPES = ['REFUND', 'CANCELLATION', 'ERASURE'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** PENDING → ACCEPTED | REFUSED by an administrator, or WITHDRAWN by the member; a decided request may be asked again. */
export const REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_DECISIONS = ['accept', 'refuse'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/** The request about a payment's refund (one per payment), about a member's cancellation and erasure (one per member). */
export const refundRequestId = (paymentId: string) => `refund-${paymentId}`;
export const cancellationRequestId = (memberId: string) => `cancellation-${memberId}`;
export const erasureRequestId = (memberId: string) => `erasure-${memberId}`;

/** Whether a request in this status may be decided (only a pending one), or asked again (any decided one). */
export const requestIsOpen = (status: unknown): boolean => status === 'PENDING';

/** POST /v1/requests/decide: which request, accepted or refused, and a note the member reads in the mail. */
export const requestDecision = z.object({
  id: docId.describe('the request id'),
  decision: z.enum(REQUEST_DECISIONS, { error: 'validation.required' }),
  note: z.string({ error: 'validation.required' }).trim().max(500, 'validation.tooLong').optional(),
});
export type RequestDecisionBody = z.input<typeof requestDecision>;
