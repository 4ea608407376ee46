import { listUploadMappingsContract } from '@tessera/domain/contracts/uploads';
import { route } from '../http/route';
import { toJson } from '../shared/serialize';
import { mappingsCol, type StoredMapping } from './mappingStore';

/** GET /v1/members/upload-mappings → {mappings}: the organization's saved column mappings, by name. */
export const listMappings = route(listUploadMappingsContract, async ({ claims }) => {
  const snap = await mappingsCol(claims.org).get();
  const mappings = snap.docs.map((d) => {
    const m = d.data() as StoredMapping;
    return { id: d.id, name: m.name, mapping: m.mapping, updatedAt: (toJson(d.get('updatedAt')) as string | undefined) ?? null };
  });
  return { mappings: mappings.sort((a, b) => a.name.localeCompare(b.name, 'it')) };
});
