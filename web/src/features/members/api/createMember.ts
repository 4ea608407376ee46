import type { MemberInput } from '@tessera/domain/entities/member';
import { apiCall } from '../../../lib/api/client';
import { fileToBase64 } from '../../../lib/files/fileToBase64';
import { createMemberContract } from '@tessera/domain/contracts/members';

/** POST /v1/members/one, with the photo when one was chosen; the form's save button shows the progress (no overlay). */
export async function createMember(input: MemberInput, photo: File | null = null) {
  const body = photo ? { ...input, photo: { fileName: photo.name, contentBase64: await fileToBase64(photo) } } : input;
  return apiCall(createMemberContract, { body, overlay: false });
}
