import { fieldsOf, type CustomFieldRef } from '@tessera/domain/search/fields';
import { listValuesNamed, queryIssues, type SearchQuery } from '@tessera/domain/search/query';
import { ApiError } from '../http/apiError';
import { assertNamedExist } from '../http/references';
import { fieldsCol, type FieldDoc } from '../settings/customFieldStore';

/**
 * The organization's custom fields as a search sees them (a field being deleted is gone already): definitions by id
 * (`custom.<id>` in queries, so a renamed field keeps its saved searches), and the id of each name (members hold
 * their values by name).
 */
export async function searchCustomFields(
  orgId: string,
): Promise<{ defs: (CustomFieldRef & { name: string })[]; idByName: Map<string, string> }> {
  const fields = (await fieldsCol(orgId).get()).docs
    .map((d) => ({ id: d.id, ...(d.data() as FieldDoc) }))
    .filter((f) => f.deleting !== true);
  return {
    defs: fields.map((f) => ({ id: f.id, name: f.name, type: f.type, values: f.allowedValues ?? [] })),
    idByName: new Map(fields.map((f) => [f.name, f.id])),
  };
}

/**
 * The query against the organization's fields as they are now (a deleted custom field: `validation.unknownField` at
 * its condition): INVALID_REQUEST with the issues under `body.query`, else the fields, for the caller's run.
 * `saving`: a search about to be kept also names only list values of the organization, each of the field's list
 * (one batched read; validation.notFound at each other value), so no saved search keeps another organization's ids.
 * A run is not refused for them: a value deleted since matches nobody.
 */
export async function checkedQuery(orgId: string, query: SearchQuery, { saving = false } = {}) {
  const custom = await searchCustomFields(orgId);
  const fields = fieldsOf(query.mode, custom.defs);
  const issues = queryIssues(query, fields, 'body.query');
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  if (saving) {
    const named = listValuesNamed(query, fields, 'body.query');
    await assertNamedExist(
      orgId,
      named.map(({ path, id, list }) => ({ path, id, reference: { collection: 'listValues', listType: list } })),
    );
  }
  return custom;
}
