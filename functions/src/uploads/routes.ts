import type { Route } from '../http/route';

/** Bulk upload and extraction (POST /v1/members/bulk-upload, POST /v1/members/extraction). */
export const uploadRoutes: readonly Route[] = [];
