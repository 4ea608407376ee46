import type { Route } from '../http/route';
import { bulkUpload } from './bulkUpload';
import { resumeUpload } from './resume';

/** Bulk upload and its resume (POST /v1/members/bulk-upload, bulk-upload-resume). */
export const uploadRoutes: readonly Route[] = [bulkUpload, resumeUpload];
