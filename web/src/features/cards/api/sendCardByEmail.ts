import type { Language } from '@tessera/domain/constants';
import { apiCall } from '../../../lib/api/client';
import { cardHeaders } from './downloadCardPdf';
import { resendCardContract } from '@tessera/domain/contracts/cards';

/** GET /v1/members/resend-card (headers user, year?, lang?) → {queued, mailId}: the card PDF goes to the member's email. */
export function sendCardByEmail(memberId: string, opts: { year?: number; lang?: Language } = {}) {
  return apiCall(resendCardContract, {
    headers: { user: memberId, ...cardHeaders(opts) },
  });
}
