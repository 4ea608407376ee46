import type { Route } from '../http/route';
import { createSession } from './createSession';
import { retrieveSession } from './retrieveSession';
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from './localCheckout';
import { createOperation, deleteOperation, listOperations, patchOperation } from './operations';
import { createPayment, deletePayment, getPayment, patchPayment } from './one';
import { printPaymentReceipt } from './printReceipt';
import { eInvoice } from './eInvoice';
import { refundPayment } from './refund';
import { extractPayments } from './extraction';
import { verifyPayments, verifyPaymentsAll } from './verifyPayments';
import { paymentBulkUpload } from './bulkUpload';

/** /v1/payments endpoints: the signup's, the local checkout page's, one payment's, the operations. */
export const paymentRoutes: readonly Route[] = [
  createSession,
  retrieveSession,
  getLocalCheckout,
  payLocalCheckout,
  cancelLocalCheckout,
  getPayment,
  createPayment,
  patchPayment,
  deletePayment,
  printPaymentReceipt,
  eInvoice,
  refundPayment,
  extractPayments,
  verifyPaymentsAll,
  verifyPayments,
  paymentBulkUpload,
  listOperations,
  createOperation,
  patchOperation,
  deleteOperation,
];
