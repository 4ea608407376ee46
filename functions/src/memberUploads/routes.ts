import { memberMappingContracts } from '@tessera/domain/contracts/uploads';
import type { Route } from '../http/route';
import { mappingRoutes } from '../uploads/mappings';
import { bulkUpload, uploaderColumns } from './memberFile';
import { previewUpload } from './previewUpload';

/**
 * A member file uploaded (POST /v1/members/bulk-upload) and previewed through a column mapping, and the mappings
 * saved for later files; its resume is the upload jobs' own (uploads/routes.ts).
 */
export const memberUploadRoutes: readonly Route[] = [
  bulkUpload,
  previewUpload,
  ...mappingRoutes(memberMappingContracts, async (claims) => (await uploaderColumns(claims.org, claims.role)).fields),
];
