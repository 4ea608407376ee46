// A payment's receipt: the back office prints any payment's in its scope (payments), a member their own
// (my-area). Both save the PDF the API answers.
import { printReceiptContract } from '@tessera/domain/contracts/payments';
import { myReceiptContract } from '@tessera/domain/contracts/my-area';
import { apiCall } from './client';
import { base64ToBytes, saveBase64File } from '../files/saveBase64';

/** The answer's PDF could not be read. */
export class ReceiptDecodeError extends Error {}

/** Saves the PDF as ricevuta-<n>-<year>.pdf (nota-di-credito-… for a credit note); throws ReceiptDecodeError when the bytes are no PDF. */
function saveReceipt(receipt: string, number: string, kind: 'receipt' | 'creditNote'): string {
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(receipt);
  } catch {
    throw new ReceiptDecodeError('receipt is not base64');
  }
  if (new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-') throw new ReceiptDecodeError('receipt is not a PDF');
  return saveBase64File(receipt, `${kind === 'receipt' ? 'ricevuta' : 'nota-di-credito'}-${number.replace('/', '-')}.pdf`);
}

/** POST /v1/payments/print-receipt, or /v1/profile/print-receipt for one's own payment; answers the receipt's number. */
export async function downloadReceipt(id: string, own = false, kind: 'receipt' | 'creditNote' = 'receipt'): Promise<string> {
  const answer = own
    ? await apiCall(myReceiptContract, { body: { id, kind }, overlay: false })
    : await apiCall(printReceiptContract, { body: { id, kind }, overlay: false });
  saveReceipt(answer.receipt, answer.number, kind);
  return answer.number;
}
