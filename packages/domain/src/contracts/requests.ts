import { z } from 'zod';
import { docId } from '../entities/common';
import { REQUEST_STATUSES, requestDecision } from '../entities/memberRequest';
import { defineContract } from './contract';

// Richieste: members ask (a refund or the erasure of their data here; a cancellation through /v1/profile/cancellation), the
// refund roles decide, the member is told by mail. The page reads the requests from Firestore under the rules.

export const askRefundContract = defineContract({
  method: 'GET',
  path: '/v1/payments/ask-refund',
  summary: 'A member asks for the refund of one of their payments (header payment).',
  description:
    'Only their own payment (another one: NOT_FOUND), received and not refunded (PROCESSED or INVOICED, else ' +
    'PAYMENT_STATUS_CONFLICT). Asking again while the request is pending changes nothing and answers the same request; ' +
    'a refused request may be asked again. The request lands in Richieste for the administrators.',
  access: 'profile.update',
  scope: 'own',
  headers: z.object({ payment: docId.describe('the payment id') }),
  answer: z.strictObject({ id: z.string().describe('the request id'), status: z.enum(REQUEST_STATUSES) }),
  errors: ['NOT_FOUND', 'USER_NOT_FOUND', 'PAYMENT_STATUS_CONFLICT'],
});

export const decideRequestContract = defineContract({
  method: 'POST',
  path: '/v1/requests/decide',
  summary: "Accepts or refuses a member's pending request; the member is told by mail (with the note).",
  description:
    'Accepting a refund request refunds what is left of the payment as GET refund-payment does (a card payment through ' +
    'the provider: `refund` PENDING until its event comes back); a payment already refunded meanwhile is not refunded ' +
    'twice. Refusing a cancellation request clears the member’s cancellation flag; accepting it keeps the flag (INACTIVE ' +
    'at the next renewal). Accepting an erasure request erases the member as POST /v1/members/erase does (the mail ' +
    'telling them goes out, then forgets its address). A request no longer pending: REQUEST_ALREADY_DECIDED, nothing ' +
    'changed. Refusing an erasure request needs a note (INVALID_REQUEST at body.note). Audited.',
  access: 'requests.decide',
  scope: 'groups',
  body: requestDecision,
  answer: z.strictObject({
    id: z.string(),
    status: z.enum(REQUEST_STATUSES),
    refund: z.enum(['REFUNDED', 'PENDING']).nullable().describe('what the refund of an accepted refund request did'),
  }),
  errors: ['NOT_FOUND', 'INVALID_REQUEST', 'NO_USER_ALLOWED', 'REQUEST_ALREADY_DECIDED', 'PAYMENT_STATUS_CONFLICT', 'CARD_DECLINED'],
});

export const askErasureContract = defineContract({
  method: 'POST',
  path: '/v1/profile/erasure',
  summary: 'The member asks for the erasure of their personal data, or withdraws the request.',
  description:
    'One request per member: asking again while it is pending answers it unchanged; withdrawing a pending request ' +
    'marks it WITHDRAWN. An administrator decides it in Richieste; the member is told by mail.',
  access: 'profile.update',
  scope: 'own',
  body: z.object({ requested: z.boolean({ error: 'validation.required' }) }),
  answer: z.strictObject({ id: z.string().describe('the request id'), status: z.enum(REQUEST_STATUSES) }),
  errors: ['USER_NOT_FOUND'],
});
