import { getFieldsContract } from '@tessera/domain/contracts/customFields';
import { inFieldOrder } from '@tessera/domain/settings/customFields';
import { route } from '../http/route';
import { countFieldHolders, fieldsCol, type FieldDoc } from './customFieldStore';

/** GET /v1/settings/get-fields — the custom fields in their order, each with how many members hold a value (count aggregations). */
export const getFields = route(getFieldsContract, async ({ claims }) => {
  const snap = await fieldsCol(claims.org).get();
  const fields = await Promise.all(
    snap.docs.map(async (d) => {
      const f = d.data() as FieldDoc;
      return {
        id: d.id,
        name: f.name,
        type: f.type,
        allowedValues: f.allowedValues ?? [],
        required: f.required === true,
        visibleToMember: f.visibleToMember === true,
        order: f.order ?? 0,
        members: await countFieldHolders(claims.org, f.name),
        deleting: f.deleting === true,
      };
    }),
  );
  return { fields: inFieldOrder(fields) };
});
