import type { Route } from '../http/route';
import { bulkUpload } from './memberFile';
import { previewUpload } from './previewUpload';
import { listMappings } from './listMappings';
import { saveMapping } from './saveMapping';
import { deleteMapping } from './deleteMapping';

/**
 * A member file uploaded (POST /v1/members/bulk-upload) and previewed through a column mapping, and the mappings
 * saved for later files; its resume is the upload jobs' own (uploads/routes.ts).
 */
export const memberUploadRoutes: readonly Route[] = [bulkUpload, previewUpload, listMappings, saveMapping, deleteMapping];
