import { apiCall } from '../../../lib/api/client';
import { resumeUploadContract } from '@tessera/domain/contracts/uploads';

/** POST /v1/members/bulk-upload-resume (header job): a stalled or failed job goes back to QUEUED and the trigger applies the rest. */
export function resumeUpload(jobId: string) {
  return apiCall(resumeUploadContract, { headers: { job: jobId } });
}
