import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/**
 * Per member field, which member holds each value: one query of those fields of every member. Where two members share a
 * value (older data), the smallest id wins, as the API's lookups do.
 */
export async function holdersOf<F extends string>(orgId: string, fields: readonly F[]): Promise<Record<F, Map<string, string>>> {
  const snap = await db
    .collection(orgCol(orgId, 'members'))
    .select(...fields)
    .get();
  const maps = Object.fromEntries(fields.map((f) => [f, new Map<string, string>()])) as Record<F, Map<string, string>>;
  for (const d of snap.docs)
    for (const f of fields) {
      const key = d.get(f);
      if (typeof key !== 'string' || !key) continue;
      const held = maps[f].get(key);
      if (held === undefined || d.id < held) maps[f].set(key, d.id);
    }
  return maps;
}
