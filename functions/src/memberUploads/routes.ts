import type { Route } from '../http/route';
import { bulkUpload } from './memberFile';

/** A member file uploaded (POST /v1/members/bulk-upload); its resume is the upload jobs' own (uploads/routes.ts). */
export const memberUploadRoutes: readonly Route[] = [bulkUpload];
