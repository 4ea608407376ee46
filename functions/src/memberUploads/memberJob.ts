import type { MemberUploadMode } from '@tessera/domain/forms/uploads';
import type { UploadJob } from '../uploads/jobKinds';

/** A member file's upload job (its kind is `members`, or absent on the oldest jobs). */
export interface MemberJob extends UploadJob {
  kind?: 'members';
  mode: MemberUploadMode;
}
