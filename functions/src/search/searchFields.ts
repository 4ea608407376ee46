import type { CustomFieldRef } from '@tessera/domain/search/fields';
import { fieldsCol, type FieldDoc } from '../settings/customFieldStore';

/**
 * The organization's custom fields as a search sees them (a field being deleted is gone already): definitions by id
 * (`custom.<id>` in queries, so a renamed field keeps its saved searches), and the id of each name (members hold
 * their values by name).
 */
export async function searchCustomFields(orgId: string): Promise<{ defs: CustomFieldRef[]; idByName: Map<string, string> }> {
  const fields = (await fieldsCol(orgId).get()).docs
    .map((d) => ({ id: d.id, ...(d.data() as FieldDoc) }))
    .filter((f) => f.deleting !== true);
  return {
    defs: fields.map((f) => ({ id: f.id, type: f.type, values: f.allowedValues ?? [] })),
    idByName: new Map(fields.map((f) => [f.name, f.id])),
  };
}
