import { apiCall } from '../../../lib/api/client';

/** POST /v1/members/bulk-upload-resume (header job): a stalled or failed job goes back to QUEUED and the trigger applies the rest. */
export function resumeUpload(jobId: string) {
  return apiCall<{ jobId: string; state: 'QUEUED' }>('POST', '/v1/members/bulk-upload-resume', { headers: { job: jobId } });
}
