import { z } from 'zod';
import { docId } from '../entities/common';
import { CUSTOM_FIELD_TYPES } from '../entities/settings';
import { MAX_CUSTOM_FIELDS, customFieldEdit } from '../settings/customFields';
import { defineContract } from './contract';

// Custom member fields (add, list, edit, reorder, delete):
// the settings roles, on the caller's organization. The member writes check values against these definitions
// (functions/src/members/customFieldValues.ts).

const fieldId = z.object({ id: docId.describe('the field id') });

/** A field as settings show it: its definition, its place, and how many members hold a value of it. */
const settingsField = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  allowedValues: z.array(z.string()),
  required: z.boolean(),
  visibleToMember: z.boolean(),
  order: z.number(),
  members: z.number().int().nonnegative(),
  /** a deletion cut short: the values are being removed; deleting again finishes it */
  deleting: z.boolean(),
});
export type SettingsCustomField = z.infer<typeof settingsField>;

export const getFieldsContract = defineContract({
  method: 'GET',
  path: '/v1/settings/get-fields',
  summary: 'The custom member fields in their order, each with the number of members holding a value of it.',
  access: 'settings.manage',
  scope: 'organization',
  answer: z.strictObject({ fields: z.array(settingsField) }),
});

export const addFieldContract = defineContract({
  method: 'POST',
  path: '/v1/settings/add-field',
  summary: 'Adds a custom member field at the end of the order.',
  description:
    `Names are unique ignoring case and accents (CUSTOM_FIELD_NAME_TAKEN); at most ${MAX_CUSTOM_FIELDS} fields ` +
    '(TOO_MANY_CUSTOM_FIELDS). RADIO, SELECT and MULTISELECT need allowed values; other types take none. Audited.',
  access: 'settings.manage',
  scope: 'organization',
  body: customFieldEdit,
  answer: z.strictObject({ id: z.string() }),
  errors: ['CUSTOM_FIELD_NAME_TAKEN', 'TOO_MANY_CUSTOM_FIELDS'],
});

export const patchFieldContract = defineContract({
  method: 'PATCH',
  path: '/v1/settings/patch-field',
  summary: 'Changes a custom field; the values members hold follow the new definition.',
  description:
    'The whole definition is sent. A new name, a change of visibility to members or allowed values taken away rewrite ' +
    'the holders in batches (values renamed, moved between the member record and the back-office document, values ' +
    'no longer allowed removed); `rewritten` counts them, and a rewrite cut short is finished by sending the same ' +
    'definition again. The type cannot change while members hold values (CUSTOM_FIELD_IN_USE). Audited.',
  access: 'settings.manage',
  scope: 'organization',
  headers: fieldId,
  body: customFieldEdit,
  answer: z.strictObject({ id: z.string(), rewritten: z.number().int().nonnegative() }),
  errors: ['NOT_FOUND', 'CUSTOM_FIELD_NAME_TAKEN', 'CUSTOM_FIELD_IN_USE'],
});

export const reorderFieldsContract = defineContract({
  method: 'POST',
  path: '/v1/settings/reorder-fields',
  summary: 'Sets the order of the custom fields (the member form, my-data and the extraction follow it).',
  description: 'Every field id exactly once (INVALID_REQUEST otherwise). Audited.',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({ ids: z.array(docId).max(MAX_CUSTOM_FIELDS, 'validation.tooManyValues') }),
  answer: z.strictObject({ ids: z.array(z.string()) }),
});

export const deleteFieldContract = defineContract({
  method: 'DELETE',
  path: '/v1/settings/delete-field',
  summary: 'Deletes a custom field and the values members hold of it.',
  description:
    'The values are removed from the holders in batches, then the definition is deleted; `removed` counts the holders. ' +
    'A deletion cut short leaves the definition in place: calling again finishes it. Audited with the definition.',
  access: 'settings.manage',
  scope: 'organization',
  headers: fieldId,
  answer: z.strictObject({ deleted: z.literal(true), removed: z.number().int().nonnegative() }),
  errors: ['NOT_FOUND'],
});
