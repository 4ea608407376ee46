import { deleteUploadMappingContract } from '@tessera/domain/contracts/uploads';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { mappingsCol } from './mappingStore';

/** DELETE /v1/members/upload-mappings (header id) → {deleted: true}; NOT_FOUND for a mapping the organization has not. */
export const deleteMapping = route(deleteUploadMappingContract, async ({ claims, headers }) => {
  const ref = mappingsCol(claims.org).doc(headers.id);
  if (!(await ref.get()).exists) throw new ApiError('NOT_FOUND');
  await ref.delete();
  return { deleted: true as const };
});
