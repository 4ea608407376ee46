import type { Route } from '../http/route';
import { resumeUpload } from './resume';

/** The resume of a stalled upload job, of any kind (POST /v1/members/bulk-upload-resume). */
export const uploadRoutes: readonly Route[] = [resumeUpload];
