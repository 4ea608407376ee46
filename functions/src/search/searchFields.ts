import { fieldsOf, type CustomFieldRef } from '@tessera/domain/search/fields';
import { queryIssues, type SearchQuery } from '@tessera/domain/search/query';
import { ApiError } from '../http/apiError';
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
 */
export async function checkedQuery(orgId: string, query: SearchQuery) {
  const custom = await searchCustomFields(orgId);
  const issues = queryIssues(query, fieldsOf(query.mode, custom.defs), 'body.query');
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  return custom;
}
