import { signedFileContract } from '@tessera/domain/contracts/organizations';
import { FILE_READ_PERMISSION } from '@tessera/domain/files/fileAccess';
import { can } from '@tessera/domain/permissions';
import { route } from '../http/route';
import { ApiError } from '../http/apiError';
import { describeFile, fileLink } from '../files/storedFiles';

/**
 * POST /v1/organizations/get-signed-file {link} — a link only for a file of the caller's organization whose owner
 * the caller's role may read (files/fileAccess.ts: never a member's photo, which the photo endpoints serve within group
 * scope); a file the role may not read is NOT_FOUND, like one that is not there.
 */
export const getSignedFile = route(signedFileContract, async ({ claims, body }) => {
  const file = await describeFile(claims.org, body.link);
  const permission = FILE_READ_PERMISSION[file.owner.kind];
  if (!permission || !can(claims.role, permission)) throw new ApiError('NOT_FOUND');
  return fileLink(claims.org, file);
});
