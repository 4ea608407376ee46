import { z } from 'zod';
import { CUSTOM_FIELD_TYPES } from '../entities/settings';
import { customFieldValueSchema, type CustomFieldDefinition, type CustomFieldValue } from '../forms/customFields';
import { sameListValueName } from './listValues';

/**
 * Custom member fields as settings define them: the definition an admin edits,
 * the stored shape, and what becomes of the values members hold when a definition changes. Values are kept by the
 * field's name: on the member record when the field is visible to members, in the member's back-office document
 * (entities/memberPrivate.ts) otherwise.
 */

/** At most this many fields: each is a column of the member form, the extraction and the search. */
export const MAX_CUSTOM_FIELDS = 50;
/** At most this many allowed values on a choice field. */
export const MAX_CUSTOM_FIELD_VALUES = 100;

/** The types whose values come from the allowed list. */
export const CHOICE_FIELD_TYPES = ['RADIO', 'SELECT', 'MULTISELECT'] as const satisfies readonly (typeof CUSTOM_FIELD_TYPES)[number][];
export const isChoiceField = (type: string) => (CHOICE_FIELD_TYPES as readonly string[]).includes(type);

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/**
 * A field as an admin defines it. A choice field needs at least one allowed value, no two alike (case and accents
 * ignored); any other type takes none (the list is emptied).
 */
export const customFieldEdit = z
  .strictObject({
    name: text(80),
    type: z.enum(CUSTOM_FIELD_TYPES, { error: 'validation.notAllowed' }),
    allowedValues: z
      .array(text(100), { error: 'validation.required' })
      .max(MAX_CUSTOM_FIELD_VALUES, 'validation.tooManyValues')
      .default([]),
    required: z.boolean().default(false),
    visibleToMember: z.boolean().default(false),
  })
  .superRefine((f, ctx) => {
    if (!isChoiceField(f.type)) return;
    if (f.allowedValues.length === 0) ctx.addIssue({ code: 'custom', path: ['allowedValues'], message: 'validation.required' });
    f.allowedValues.forEach((v, i) => {
      if (f.allowedValues.findIndex((o) => sameListValueName(o, v)) < i)
        ctx.addIssue({ code: 'custom', path: ['allowedValues', i], message: 'validation.duplicate' });
    });
  })
  .transform((f) => (isChoiceField(f.type) ? f : { ...f, allowedValues: [] }));
export type CustomFieldEdit = z.infer<typeof customFieldEdit>;
export type CustomFieldEditInput = z.input<typeof customFieldEdit>;

/** A field as stored (organizations/{org}/customFields/{id}): the definition and its place in the order. */
export type StoredCustomField = CustomFieldEdit & { order: number };

/** Fields in their order; equal orders (fields of older data) by name. */
export function inFieldOrder<T extends { order?: number; name: string }>(fields: readonly T[]): T[] {
  return [...fields].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name, 'it'));
}

/**
 * What a member's value of a field becomes under the field's new definition: the same value when it still fits,
 * the allowed values that remain on a multiselect, nothing when it no longer fits (a removed allowed value) or the
 * field is gone (`def` null).
 */
export function valueUnderDefinition(value: unknown, def: CustomFieldDefinition | null): CustomFieldValue | undefined {
  if (!def) return undefined;
  const kept = def.type === 'MULTISELECT' && Array.isArray(value) ? value.filter((v) => def.allowedValues?.includes(v)) : value;
  const parsed = customFieldValueSchema({ ...def, required: false }).safeParse(kept);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Whether a change of definition makes stored values move or change: a new name (values are kept by name), the
 * other side of the member/back-office split, or allowed values taken away. Such a change rewrites the holders.
 */
export function changesHolders(before: CustomFieldEdit, after: CustomFieldEdit): boolean {
  return (
    before.name !== after.name ||
    before.visibleToMember !== after.visibleToMember ||
    before.allowedValues.some((v) => !after.allowedValues.includes(v))
  );
}

type Values = Record<string, unknown>;
/** A definition as the holders' rewrite needs it; null when the field is being deleted. */
export type PlacedField = (CustomFieldDefinition & { visibleToMember: boolean }) | null;

/**
 * One member's values of a field after its definition changed: read under any of its `names` (the current one
 * first, on the side it belongs to, then former names), made to fit the definition (valueUnderDefinition), and put
 * back under the current name on the side it belongs to: the member record (`shown`) for a field members see, the
 * back-office document (`hidden`) otherwise. Every other field's values are left alone. `changed` says whether
 * either side differs, so members already in place are not written again.
 */
export function placeFieldValue(
  shown: Values,
  hidden: Values,
  def: PlacedField,
  names: readonly string[],
): { shown: Values; hidden: Values; changed: boolean } {
  const all = [...new Set(def ? [def.name, ...names] : names)];
  const [first, second] = def?.visibleToMember ? [shown, hidden] : [hidden, shown];
  let raw: unknown;
  for (const n of all) {
    raw = first[n] ?? second[n];
    if (raw !== undefined && raw !== null) break;
  }
  const without = (v: Values) => Object.fromEntries(Object.entries(v).filter(([k]) => !all.includes(k)));
  const next = { shown: without(shown), hidden: without(hidden) };
  const value = valueUnderDefinition(raw, def);
  if (def && value !== undefined) next[def.visibleToMember ? 'shown' : 'hidden'][def.name] = value;
  const same = (a: Values, b: Values) => all.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
  return { ...next, changed: !same(shown, next.shown) || !same(hidden, next.hidden) };
}
