import type { Route } from '../../http/route';
import { printPaymentReceipt } from './printReceipt';
import { eInvoice } from './eInvoice';

/** A payment's receipt or credit note, and its electronic invoice. */
export const receiptRoutes: readonly Route[] = [printPaymentReceipt, eInvoice];
