import { z } from 'zod';
import { isoDate } from '../entities/common';
import { CUSTOM_FIELD_TYPES } from '../entities/settings';

/**
 * Values of custom user fields, checked against their definitions:
 * TEXT a string (at most 1000), NUMBER a finite number (a numeric string such as '12,5' or '12.5' is accepted and
 * converted), DATE an ISO `YYYY-MM-DD` that exists, RADIO/SELECT one of the allowed values, MULTISELECT a list of
 * allowed values (duplicates dropped).
 * Empty means absent: undefined, null, a blank string or an empty list. A required field refuses it
 * ('validation.required'); an optional one leaves the key out of the result.
 */
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export type CustomFieldValue = string | number | string[];

export interface CustomFieldDefinition {
  name: string;
  type: CustomFieldType;
  allowedValues?: readonly string[];
  required?: boolean;
}

export const CUSTOM_TEXT_MAX = 1000;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const NUMERIC = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

function valueSchema(field: CustomFieldDefinition): z.ZodType<CustomFieldValue> {
  const allowed = field.allowedValues ?? [];
  const oneOf = z.string({ error: 'validation.notAllowed' }).refine((v) => allowed.includes(v), 'validation.notAllowed');
  switch (field.type) {
    case 'TEXT':
      return z.string({ error: 'validation.required' }).trim().max(CUSTOM_TEXT_MAX, 'validation.tooLong');
    case 'NUMBER':
      return z.preprocess(
        (v) => (typeof v === 'string' && NUMERIC.test(v.trim()) ? Number(v.trim().replace(',', '.')) : v),
        z.number({ error: 'validation.number' }).refine(Number.isFinite, 'validation.number'),
      );
    case 'DATE':
      return isoDate;
    case 'RADIO':
    case 'SELECT':
      return oneOf;
    case 'MULTISELECT':
      return z.array(oneOf, { error: 'validation.notAllowed' }).transform((vs) => [...new Set(vs)]);
  }
}

/** The schema of one field's value; an optional field's schema accepts "empty" and outputs undefined. */
export function customFieldValueSchema(field: CustomFieldDefinition): z.ZodType<CustomFieldValue | undefined> {
  const inner = valueSchema(field);
  if (field.required)
    return z
      .unknown()
      .refine((v) => !isEmpty(v), { message: 'validation.required', abort: true })
      .pipe(inner);
  return z.preprocess((v) => (isEmpty(v) ? undefined : v), inner.optional()) as z.ZodType<CustomFieldValue | undefined>;
}

/**
 * The whole record of custom values, keyed by field name. Keys of no defined field are dropped (a field deleted
 * in settings must not make old data unsavable); empty optional fields are left out.
 */
export function customFieldsSchema(fields: readonly CustomFieldDefinition[]): z.ZodType<Record<string, CustomFieldValue>> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) shape[f.name] = customFieldValueSchema(f);
  return z
    .object(shape, { error: 'validation.required' })
    .transform((rec) => Object.fromEntries(Object.entries(rec).filter(([, v]) => v !== undefined)) as Record<string, CustomFieldValue>);
}
