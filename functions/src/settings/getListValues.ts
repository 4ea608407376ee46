import { orgCol } from '@tessera/domain/paths';
import { getListValuesContract } from '@tessera/domain/contracts/settings';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { holders } from './listValueStore';

/** GET /v1/settings/get-list-values (header type) — the list's values by name, each with how many members hold it (count aggregations). */
export const getListValues = route(getListValuesContract, async ({ claims, headers }) => {
  const snap = await db.collection(orgCol(claims.org, 'listValues')).where('type', '==', headers.type).get();
  const values = await Promise.all(
    snap.docs.map(async (d) => {
      const held = holders(claims.org, headers.type, d.id);
      const members = held ? (await held.count().get()).data().count : null;
      const { name, amount, offered, code, group, payroll } = d.data();
      return {
        id: d.id,
        name: String(name ?? ''),
        ...(typeof amount === 'number' ? { amount } : {}),
        ...(typeof offered === 'boolean' ? { offered } : {}),
        ...(typeof code === 'string' ? { code } : {}),
        ...(typeof group === 'string' ? { group } : {}),
        ...(typeof payroll === 'boolean' ? { payroll } : {}),
        members,
      };
    }),
  );
  return { values: values.sort((a, b) => a.name.localeCompare(b.name, 'it')) };
});
