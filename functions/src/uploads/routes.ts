import type { Route } from '../http/route';
import { bulkUpload } from './bulkUpload';
import { extraction } from './extraction';

/** Bulk upload and extraction (POST /v1/members/bulk-upload, POST /v1/members/extraction). */
export const uploadRoutes: readonly Route[] = [bulkUpload, extraction];
