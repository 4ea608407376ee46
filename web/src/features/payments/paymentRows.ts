import { readStoredPayment, type StoredPayment } from '@tessera/domain/payments/storedPayment';
import type { StoredData } from '../../lib/data/usePagedQuery';

// the screens' data has its timestamps already turned into Dates (lib/data/plain.ts)
const timestamp = (v: unknown) => (v instanceof Date ? v : null);

/** A stored payment as the list and the detail show it (the domain reads it: payments/storedPayment.ts). */
export function toPaymentRow(id: string, d: StoredData): StoredPayment {
  return readStoredPayment(id, d, timestamp);
}
