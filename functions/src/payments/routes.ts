import type { Route } from '../http/route';
import { createOperation, deleteOperation, listOperations, patchOperation } from './operations';
import { createPayment, deletePayment, getPayment, patchPayment } from './one';
import { refundPayment } from './refund';
import { extractPayments } from './extraction';
import { allPayments } from './listAll';

/**
 * /v1/payments endpoints of the payments themselves: their pages, one payment's, the list's extraction, the operations.
 * The subfolders list their own (receipts, renewals, uploads, providers' local checkout), and the signup its checkout.
 */
export const paymentRoutes: readonly Route[] = [
  allPayments,
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
