import type { Transaction } from 'firebase-admin/firestore';
import { customFieldValueSchema, type CustomFieldDefinition, type CustomFieldValue } from '@tessera/domain/forms/customFields';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

type Issue = { path: string; message: string };

/**
 * Custom values checked against the organization's definitions (spec §3 Custom field): a key that names no defined
 * field (or, for `membersOnly`, none visible to members) is refused with validation.notAllowed, a value its field
 * does not take with the field's message; `path` prefixes the issue paths. Returns the parsed values, null for an
 * emptied optional field. Reads inside the transaction when one is given.
 */
export async function checkCustomFields(
  org: string,
  values: Record<string, unknown>,
  opts: { path: string; membersOnly?: boolean; tx?: Transaction },
  issues: Issue[],
): Promise<Record<string, unknown>> {
  const all = db.collection(orgCol(org, 'customFields'));
  const query = opts.membersOnly ? all.where('visibleToMember', '==', true) : all;
  const defs = opts.tx ? await opts.tx.get(query) : await query.get();
  const byName = new Map(defs.docs.map((d) => [d.get('name') as string, d.data() as CustomFieldDefinition]));
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const def = byName.get(name);
    if (!def) {
      issues.push({ path: `${opts.path}.${name}`, message: 'validation.notAllowed' });
      continue;
    }
    const parsed = customFieldValueSchema(def).safeParse(raw);
    if (!parsed.success) issues.push({ path: `${opts.path}.${name}`, message: parsed.error.issues[0]!.message });
    else out[name] = parsed.data ?? null;
  }
  return out;
}

/**
 * An admin's custom values (POST and PATCH /v1/members/one): any defined field may be set. A refused key or value
 * answers INVALID_REQUEST and nothing is written; emptied optional fields are left out (the record is replaced whole).
 */
export async function adminCustomFields(org: string, values: Record<string, unknown>): Promise<Record<string, CustomFieldValue>> {
  const issues: Issue[] = [];
  const parsed = await checkCustomFields(org, values, { path: 'body.customFields' }, issues);
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== null)) as Record<string, CustomFieldValue>;
}
