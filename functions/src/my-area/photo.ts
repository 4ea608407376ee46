import { myPhotoContract, uploadMyPhotoContract } from '@tessera/domain/contracts/my-area';
import { memberEditableFields } from '@tessera/domain/users/ownMember';
import { orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { readPhoto, replacePhoto } from '../members/photo';

/** GET /v1/profile/photo — the caller's own photo. */
export const myPhoto = route(myPhotoContract, async ({ claims, scope }) => {
  const { data } = await scope.own();
  return { photo: await readPhoto(claims.org, data) };
});

/** POST /v1/profile/upload-photo — the member's own photo, while the organization lets members edit it. */
export const uploadMyPhoto = route(uploadMyPhotoContract, async ({ claims, body, scope }) => {
  const org = await db.doc(orgPath(claims.org)).get();
  if (!memberEditableFields(org.get('preferences')).includes('photo')) {
    throw new ApiError('INVALID_REQUEST', [{ path: 'body', message: 'validation.notAllowed' }]);
  }
  return replacePhoto(claims.org, (tx) => scope.own(tx), body);
});
