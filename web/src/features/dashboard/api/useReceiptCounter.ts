import { receiptCounterId, type ReceiptCounter } from '@tessera/domain/payments/receipt';
import { counterPath } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** This year's receipts counter, live (one document); null before the year's first receipt. */
export const useReceiptCounter = (orgId: string, year: number): Live<ReceiptCounter | null> =>
  useLiveDocument<ReceiptCounter>(counterPath(orgId, receiptCounterId('receipt', year)));
