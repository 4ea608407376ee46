import { getMemberPhotoContract } from '@tessera/domain/contracts/members';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/members/photo: the scanned holder's photo (a data URL), null without one or outside the scanner's groups. */
export async function holderPhoto(memberId: string): Promise<string | null> {
  try {
    return (await apiCall(getMemberPhotoContract, { headers: { id: memberId }, overlay: false })).photo;
  } catch {
    // the photo helps the check at the door; the answer (valid or not) stands without it
    return null;
  }
}
