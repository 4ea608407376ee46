import { preferencesOf } from '@tessera/domain/entities/organization';
import { orgPath } from '@tessera/domain/paths';
import type { Role } from '@tessera/domain/roles';
import { fieldsOf, type CustomFieldRef } from '@tessera/domain/search/fields';
import { listValuesNamed, queryIssues, type SearchQuery } from '@tessera/domain/search/query';
import { withColumns } from '@tessera/domain/search/run';
import { shownMemberFields, type ShownMemberFields } from '@tessera/domain/settings/shownFields';
import { db } from '../shared/admin';
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

/** The member fields the organization's preferences show to a role (domain shownMemberFields): what a search may use. */
export async function searchShownFields(orgId: string, role: Role): Promise<ShownMemberFields> {
  return shownMemberFields(preferencesOf((await db.doc(orgPath(orgId)).get()).get('preferences')), role);
}

/**
 * The query against the organization's fields as they are now (a deleted custom field, or one the preferences hide
 * from the caller when `shown` is given: `validation.unknownField` at its condition, column or sort): INVALID_REQUEST
 * with the issues under `body.query`, else the fields and the query with its columns named (defaults without the hidden
 * ones), for the caller's run.
 * `saving`: a search about to be kept also names only list values of the organization, each of the field's list
 * (one batched read; validation.notFound at each other value), so no saved search keeps another organization's ids.
 * A run is not refused for them: a value deleted since matches nobody.
 */
export async function checkedQuery(
  orgId: string,
  query: SearchQuery,
  { saving = false, shown }: { saving?: boolean; shown?: ShownMemberFields } = {},
) {
  const custom = await searchCustomFields(orgId);
  const fields = fieldsOf(query.mode, custom.defs, shown);
  const issues = queryIssues(query, fields, 'body.query');
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  if (saving) {
    const named = listValuesNamed(query, fields, 'body.query');
    await assertNamedExist(
      orgId,
      named.map(({ path, id, list }) => ({ path, id, reference: { collection: 'listValues', listType: list } })),
    );
  }
  return { ...custom, query: withColumns(query, fields) };
}
