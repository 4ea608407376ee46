import type { Route } from '../http/route';
import { createOperation, deleteOperation, listOperations, patchOperation } from './operations';
import { createPayment, deletePayment, getPayment, patchPayment } from './one';
import { refundPayment } from './refund';
import { extractPayments } from './extraction';

/**
 * /v1/payments endpoints of the payments themselves: one payment's, the list's extraction, the operations. The
 * subfolders list their own (receipts, renewals, uploads, providers' local checkout), and the signup its checkout.
 */
export const paymentRoutes: readonly Route[] = [
  getPayment,
  createPayment,
  patchPayment,
  deletePayment,
  refundPayment,
  extractPayments,
  listOperations,
  createOperation,
  patchOperation,
  deleteOperation,
];
