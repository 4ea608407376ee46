import type { OwnMemberPatch } from '@tessera/domain/users/ownMember';
import { patchProfile } from './patchProfile';

/** PATCH /v1/profile/patch {member}: the member's own fields. */
export const saveMyData = (member: OwnMemberPatch) => patchProfile({ member });
