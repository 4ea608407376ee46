import { z } from 'zod';
import { docId } from '../entities/common';
import { listValueSchema, preferencesSchema } from '../entities/organization';
import { SYSTEM_LIST_TYPES } from '../settings/listValues';
import { MEMBER_SELF_EDITABLE } from '../users/ownMember';
import { defineContract } from './contract';

// Settings (spec §7 Settings): organization and platform admins only (permissions.ts settings.manage), on the
// caller's organization.

const listType = z.enum(SYSTEM_LIST_TYPES).describe('groups, sections, categories or marital');
const listTypeHeader = z.object({ type: listType });
const listValueHeaders = z.object({ type: listType, id: docId.describe('the list value id') });

/** A list value as settings show it, with how many members hold it. */
const settingsListValue = listValueSchema.omit({ type: true }).extend({ members: z.number().int().nonnegative() });

/** What an admin may set on a value: its name, and on categories the signup price (cents) and whether it is offered. */
export const listValueEdit = z.strictObject({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  amount: z.number().int('validation.cents').nonnegative('validation.cents').max(100_000_00, 'validation.cents').optional(),
  offered: z.boolean().optional(),
});
export type ListValueEdit = z.infer<typeof listValueEdit>;

export const getListValuesContract = defineContract({
  method: 'GET',
  path: '/v1/settings/get-list-values',
  summary: 'The values of one system list, by name, each with the number of members holding it.',
  access: 'settings.manage',
  scope: 'organization',
  headers: listTypeHeader,
  answer: z.strictObject({ values: z.array(settingsListValue) }),
});

export const addListValuesContract = defineContract({
  method: 'POST',
  path: '/v1/settings/add-list-values',
  summary: 'Adds a value to a system list.',
  description: 'Names are unique within a list, ignoring case and accents (LIST_VALUE_NAME_TAKEN).',
  access: 'settings.manage',
  scope: 'organization',
  headers: listTypeHeader,
  body: listValueEdit,
  answer: z.strictObject({ id: z.string() }),
  errors: ['LIST_VALUE_NAME_TAKEN'],
});

export const patchListValuesContract = defineContract({
  method: 'PATCH',
  path: '/v1/settings/patch-list-values',
  summary: 'Renames a value of a system list (members keep it: they hold its id), or changes a category’s price.',
  access: 'settings.manage',
  scope: 'organization',
  headers: listValueHeaders,
  body: listValueEdit.partial(),
  answer: z.strictObject({ id: z.string() }),
  errors: ['NOT_FOUND', 'LIST_VALUE_NAME_TAKEN'],
});

export const deleteListValuesContract = defineContract({
  method: 'DELETE',
  path: '/v1/settings/delete-list-values',
  summary: 'Deletes a value of a system list, moving the members who hold it to another value first.',
  description:
    'A value members still hold is refused (LIST_VALUE_IN_USE) unless header move-to names another value of the same list: ' +
    'its members move there (their cards and payments follow by trigger), then the value is deleted. A move cut short ' +
    'leaves the value in place; repeating the call finishes it.',
  access: 'settings.manage',
  scope: 'organization',
  headers: listValueHeaders.extend({ 'move-to': docId.optional().describe('the value the members move to') }),
  answer: z.strictObject({ deleted: z.literal(true), moved: z.number().int().nonnegative() }),
  errors: ['NOT_FOUND', 'LIST_VALUE_IN_USE'],
});

/** The whole preferences object: every key present, member-editable fields from MEMBER_SELF_EDITABLE only. */
const fullPreferences = preferencesSchema.required({ dateFormat: true }).extend({
  memberEditableFields: z.array(z.enum(MEMBER_SELF_EDITABLE)).max(MEMBER_SELF_EDITABLE.length),
});

export const getPreferencesContract = defineContract({
  method: 'GET',
  path: '/v1/settings/get-preferences',
  summary: 'The organization’s preferences, completed with the defaults.',
  access: 'settings.manage',
  scope: 'organization',
  answer: z.strictObject({ preferences: fullPreferences }),
});

export const syncPreferencesContract = defineContract({
  method: 'POST',
  path: '/v1/settings/sync-preferences',
  summary: 'Replaces the organization’s preferences (the whole object, as get-preferences answers it).',
  access: 'settings.manage',
  scope: 'organization',
  body: z.strictObject({ preferences: fullPreferences.strict() }),
  answer: z.strictObject({ preferences: fullPreferences }),
});
