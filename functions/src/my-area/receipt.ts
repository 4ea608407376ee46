import { myReceiptContract } from '@tessera/domain/contracts/my-area';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { printReceipt } from '../payments/receipts/printReceipt';

/** POST /v1/profile/print-receipt {id} — a member, for their own payments only (another's is NOT_FOUND: no probing). */
export const printMyReceipt = route(myReceiptContract, async ({ claims, body }) => {
  if (!claims.member) throw new ApiError('USER_NOT_FOUND');
  return printReceipt(claims.org, body.id, body.kind, (snap) => {
    if (snap.get('memberId') !== claims.member) throw new ApiError('NOT_FOUND');
  });
});
