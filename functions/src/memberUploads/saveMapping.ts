import { FieldValue } from 'firebase-admin/firestore';
import { saveUploadMappingContract } from '@tessera/domain/contracts/uploads';
import { mappingIssues, SAVED_MAPPINGS_MAX } from '@tessera/domain/uploads/columnMapping';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { uploaderColumns } from './memberFile';
import { mappingsCol, type StoredMapping } from './mappingStore';

/**
 * POST /v1/members/upload-mappings {name, mapping} → {id}: checked as the upload checks a mapping; a mapping saved
 * under the same name (case ignored) is replaced, so saving again after a correction keeps one. In a transaction, so
 * two saves of one name make one document and the limit holds.
 */
export const saveMapping = route(saveUploadMappingContract, async ({ claims, principal, body }) => {
  const { fields } = await uploaderColumns(claims.org, claims.role);
  const issues = mappingIssues(body.mapping, fields);
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  const col = mappingsCol(claims.org);
  const nameKey = body.name.toLowerCase();
  return db.runTransaction(async (tx) => {
    const all = await tx.get(col);
    const same = all.docs.find((d) => d.get('nameKey') === nameKey);
    if (!same && all.size >= SAVED_MAPPINGS_MAX) throw new ApiError('QUOTAS_EXCEEDED');
    const ref = same?.ref ?? col.doc();
    const record: StoredMapping = { name: body.name, nameKey, mapping: body.mapping, createdBy: principal.uid };
    tx.set(ref, { ...record, updatedAt: FieldValue.serverTimestamp() });
    return { id: ref.id };
  });
});
