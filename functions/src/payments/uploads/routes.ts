import type { Route } from '../../http/route';
import { paymentBulkUpload } from './bulkUpload';

/** A bank statement's or payroll file's payments, uploaded. */
export const paymentUploadRoutes: readonly Route[] = [paymentBulkUpload];
