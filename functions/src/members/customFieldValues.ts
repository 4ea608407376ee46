import type { Transaction } from 'firebase-admin/firestore';
import { customFieldValueSchema, type CustomFieldDefinition, type CustomFieldValue } from '@tessera/domain/forms/customFields';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

type Issue = { path: string; message: string };

/**
 * Custom values checked against the organization's definitions: a key that names no defined
 * field (or, for `membersOnly`, none visible to members) is refused with validation.notAllowed, a value its field
 * does not take with the field's message; `path` prefixes the issue paths. Returns the parsed values (null for an
 * emptied optional field) and, from the same read, the names of the fields members see. Reads in the transaction.
 */
export async function checkCustomFields(
  tx: Transaction,
  org: string,
  values: Record<string, unknown>,
  opts: { path: string; membersOnly?: boolean },
  issues: Issue[],
): Promise<{ values: Record<string, unknown>; visible: Set<string> }> {
  const all = db.collection(orgCol(org, 'customFields'));
  const defs = await tx.get(opts.membersOnly ? all.where('visibleToMember', '==', true) : all);
  // a field being deleted (settings/deleteField.ts) takes no more values
  const byName = new Map(
    defs.docs
      .filter((d) => d.get('deleting') !== true)
      .map((d) => [d.get('name') as string, d.data() as CustomFieldDefinition & { visibleToMember?: boolean }]),
  );
  const visible = new Set([...byName].filter(([, def]) => def.visibleToMember === true).map(([name]) => name));
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
  return { values: out, visible };
}

/**
 * An admin's member input with its custom values checked (every member write of the back office: create, patch,
 * pre-registration), and which custom fields members see, for splitMemberInput: the definitions are read once, in
 * the caller's transaction, and only when the input carries custom values. Any defined field may be set; a refused
 * key or value answers INVALID_REQUEST and nothing is written; emptied optional fields are left out (the record is
 * replaced whole).
 */
export async function withCheckedCustomFields<T extends { customFields?: Record<string, unknown> | null }>(
  tx: Transaction,
  org: string,
  input: T,
): Promise<{ input: T; visible: Set<string> }> {
  if (!input.customFields) return { input, visible: new Set() };
  const issues: Issue[] = [];
  const { values, visible } = await checkCustomFields(tx, org, input.customFields, { path: 'body.customFields' }, issues);
  if (issues.length) throw new ApiError('INVALID_REQUEST', issues);
  const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)) as Record<string, CustomFieldValue>;
  return { input: { ...input, customFields: kept }, visible };
}
