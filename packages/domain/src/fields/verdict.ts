import type { z } from 'zod';

/**
 * What a field's rule says about one value: accepted, with the value as it is stored (normalized), or refused, with
 * the i18n key of the reason. Every path that takes the field (API bodies, forms, uploads) reaches the same verdict
 * because each asks the field's one schema.
 */
export type FieldVerdict = { ok: true; value: string } | { ok: false; error: string };

/** The verdict of a field schema on a value. */
export function verdictOf(schema: z.ZodType<string>, value: unknown): FieldVerdict {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? 'validation.required' };
}
