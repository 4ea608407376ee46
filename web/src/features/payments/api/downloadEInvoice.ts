import { eInvoiceContract } from '@tessera/domain/contracts/payments';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';

/** GET /v1/payments/e-invoice: the FatturaPA XML of the payment's invoice or credit note, saved; answers its number. */
export async function downloadEInvoice(id: string, kind: 'invoice' | 'creditNote'): Promise<string> {
  const { xml, fileName, number } = await apiCall(eInvoiceContract, { headers: { id, kind }, overlay: false });
  saveBase64File(xml, fileName, 'application/xml');
  return number;
}
