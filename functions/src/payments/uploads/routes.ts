import { paymentMappingContracts } from '@tessera/domain/contracts/payments';
import { PAYMENT_MAPPING_FIELDS } from '@tessera/domain/uploads/columnMapping';
import type { Route } from '../../http/route';
import { mappingRoutes } from '../../uploads/mappings';
import { paymentBulkUpload, paymentUploadPreview } from './bulkUpload';

/** A bank statement's or payroll file's payments, uploaded and previewed through a column mapping, and the mappings saved for later files. */
export const paymentUploadRoutes: readonly Route[] = [
  paymentBulkUpload,
  paymentUploadPreview,
  ...mappingRoutes(paymentMappingContracts, async () => PAYMENT_MAPPING_FIELDS),
];
