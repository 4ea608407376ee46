import type { Route } from '../http/route';
import { bulkUpload } from './bulkUpload';
import { extraction } from './extraction';
import { resumeUpload } from './resume';

/** Bulk upload, its resume, and extraction (POST /v1/members/bulk-upload, bulk-upload-resume, extraction). */
export const uploadRoutes: readonly Route[] = [bulkUpload, resumeUpload, extraction];
