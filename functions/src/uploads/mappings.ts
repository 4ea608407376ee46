import { FieldValue } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import type { UploadMappingContracts } from '@tessera/domain/contracts/uploads';
import { mappingIssues, SAVED_MAPPINGS_MAX } from '@tessera/domain/uploads/columnMapping';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route, type Route } from '../http/route';
import { toJson } from '../shared/serialize';
import { mappingKind, mappingsCol, type StoredMapping } from './mappingStore';

/**
 * The saved mappings' endpoints of one upload kind (list, save, delete), each kind under its own path and access
 * (contracts: uploadMappingContracts). `fields`: what this uploader's file of that kind may fill, which a saved
 * mapping is checked against as the upload checks it. One collection holds every kind's; each endpoint sees its own.
 */
export function mappingRoutes(contracts: UploadMappingContracts, fields: (claims: Claims) => Promise<readonly string[]>): Route[] {
  const { kind } = contracts;
  const ofKind = async (orgId: string) => (await mappingsCol(orgId).get()).docs.filter((d) => mappingKind(d) === kind);

  /** → {mappings}: the organization's saved mappings of this kind, by name. */
  const list = route(contracts.list, async ({ claims }) => {
    const mappings = (await ofKind(claims.org)).map((d) => {
      const m = d.data() as StoredMapping;
      return { id: d.id, name: m.name, mapping: m.mapping, updatedAt: (toJson(d.get('updatedAt')) as string | undefined) ?? null };
    });
    return { mappings: mappings.sort((a, b) => a.name.localeCompare(b.name, 'it')) };
  });

  /**
   * {name, mapping} → {id}: checked as the upload checks a mapping; a mapping of this kind saved under the same name
   * (case ignored) is replaced, so saving again after a correction keeps one. In a transaction, so two saves of one
   * name make one document and the limit holds.
   */
  const save = route(contracts.save, async ({ claims, principal, body }) => {
    const issues = mappingIssues(body.mapping, await fields(claims));
    if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
    const col = mappingsCol(claims.org);
    const nameKey = body.name.toLowerCase();
    return db.runTransaction(async (tx) => {
      const all = (await tx.get(col)).docs.filter((d) => mappingKind(d) === kind);
      const same = all.find((d) => d.get('nameKey') === nameKey);
      if (!same && all.length >= SAVED_MAPPINGS_MAX) throw new ApiError('QUOTAS_EXCEEDED');
      const ref = same?.ref ?? col.doc();
      const record: StoredMapping = { kind, name: body.name, nameKey, mapping: body.mapping, createdBy: principal.uid };
      tx.set(ref, { ...record, updatedAt: FieldValue.serverTimestamp() });
      return { id: ref.id };
    });
  });

  /** (header id) → {deleted: true}; NOT_FOUND for a mapping the organization has not saved for this kind. */
  const remove = route(contracts.delete, async ({ claims, headers }) => {
    const ref = mappingsCol(claims.org).doc(headers.id);
    const snap = await ref.get();
    if (!snap.exists || mappingKind(snap) !== kind) throw new ApiError('NOT_FOUND');
    await ref.delete();
    return { deleted: true as const };
  });

  return [list, save, remove];
}
