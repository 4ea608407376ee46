import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { memberInput, type MemberInput } from '@tessera/domain/entities/member';
import { customFieldValueSchema, type CustomFieldDefinition } from '@tessera/domain/forms/customFields';
import { cleanFormValues, type MemberFormValues } from './memberFormValues';

/**
 * The member form's validation: the form values cleaned (cleanFormValues) and checked with the domain's memberInput
 * (whose fields are the API's own rules: tax code, CAP, email, phone, dates), each custom field with its definition. On success the values are the API's
 * input: custom fields that are empty are left out (none at all: no customFields). Error messages are i18n keys.
 */
export function memberFormResolver(customDefs: readonly CustomFieldDefinition[]): Resolver<MemberFormValues> {
  const base = zodResolver(memberInput);
  return async (values, ctx, opts) => {
    const cleaned = cleanFormValues(values);
    const result = (await base(cleaned as never, ctx, opts as never)) as { values: unknown; errors: FieldErrors<MemberFormValues> };
    const errors: FieldErrors<MemberFormValues> = { ...result.errors };
    const customErrors: Record<string, { type: string; message: string }> = {};
    const customOut: Record<string, unknown> = {};
    for (const def of customDefs) {
      const parsed = customFieldValueSchema(def).safeParse(values.customFields?.[def.name]);
      if (!parsed.success) customErrors[def.name] = { type: 'validate', message: parsed.error.issues[0]?.message ?? 'validation.required' };
      else if (parsed.data !== undefined) customOut[def.name] = parsed.data;
    }
    if (Object.keys(customErrors).length) (errors as Record<string, unknown>).customFields = customErrors;
    if (Object.keys(errors).length) return { values: {}, errors };
    const out = result.values as MemberInput;
    if (customDefs.length) {
      if (Object.keys(customOut).length) out.customFields = customOut as MemberInput['customFields'];
      else delete out.customFields;
    }
    return { values: out as unknown as MemberFormValues, errors: {} };
  };
}
