import type { AnswerOf } from '@tessera/domain/contracts/contract';
import { hasDownloadedContract } from '@tessera/domain/contracts/cards';
import { apiCall } from '../../../lib/api/client';

/** One kind the member downloaded (PDF, Google or Apple Wallet), with the last time and the count. */
export type CardDownload = AnswerOf<typeof hasDownloadedContract>['log'][number];

/** GET /v1/cards/has-downloaded (header card) → the member's downloads of the card. */
export async function fetchCardDownloads(cardNumber: string): Promise<CardDownload[]> {
  const { log } = await apiCall(hasDownloadedContract, { headers: { card: cardNumber } });
  return log;
}
