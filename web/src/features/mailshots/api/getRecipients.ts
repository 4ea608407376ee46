import { mailshotRecipientsContract } from '@tessera/domain/contracts/mailshots';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { apiCall } from '../../../lib/api/client';

export type RecipientsAnswer = AnswerOf<typeof mailshotRecipientsContract>;

/**
 * GET /v1/mailshots/recipients (header id): the saved draft's recipients as a send would resolve them now (the count,
 * what is left out and why, the month's quota left) and the first few with their merge values, for the preview.
 */
export const getRecipients = (id: string) => apiCall(mailshotRecipientsContract, { headers: { id }, overlay: false });
