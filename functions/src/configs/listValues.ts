import { LIST_TYPES, type ListType, type ListValue } from '@tessera/domain/entities/organization';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/** All list values of an organization grouped by type, each sorted by name. */
export async function listValuesByType(orgId: string): Promise<Record<ListType, ListValue[]>> {
  const snap = await db.collection(orgCol(orgId, 'listValues')).get();
  const out = Object.fromEntries(LIST_TYPES.map((t) => [t, [] as ListValue[]])) as Record<ListType, ListValue[]>;
  for (const d of snap.docs) {
    const v = { ...(d.data() as Omit<ListValue, 'id'>), id: d.id };
    out[v.type]?.push(v);
  }
  for (const t of LIST_TYPES) out[t].sort((a, b) => a.name.localeCompare(b.name, 'it'));
  return out;
}
