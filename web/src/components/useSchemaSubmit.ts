import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiFailure } from '../lib/api/client';
import { notify, notifyFailure } from './toaster';

/** A schema's messages by field (its first one each): where a form shows them. */
export function schemaFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const i of issues) found[String(i.path[0] ?? 'role')] ??= i.message;
  return found;
}

/** The server's field messages (an answer's issues) by field: their paths less `prefix`, up to the first dot. */
export const serverFieldErrors = (issues: readonly { path: string; message: string }[], prefix = 'body.') =>
  Object.fromEntries(issues.map((i) => [(i.path.startsWith(prefix) ? i.path.slice(prefix.length) : i.path).split('.')[0]!, i.message]));

/**
 * A form's submit (settings' administrators, organizations and public information; conventions): checks `values` with the contract's own schema,
 * shows its messages per field, sends, and toasts `success` of the answer. The server's field messages (issues) land on the
 * same fields (their paths less `serverPrefix`, where the body holds the values); any other failure is a toast.
 */
export function useSchemaSubmit<S extends z.ZodType>(schema: S, serverPrefix = 'body.') {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit<A>(values: unknown, send: (value: z.input<S>) => Promise<A>, success: (answer: A) => string) {
    const parsed = schema.safeParse(values);
    setErrors(parsed.success ? {} : schemaFieldErrors(parsed.error.issues));
    if (!parsed.success) return false;
    setBusy(true);
    try {
      notify('success', success(await send(values as z.input<S>)));
      return true;
    } catch (e) {
      const fields = e instanceof ApiFailure ? (e.issues ?? []) : [];
      if (fields.length) setErrors(serverFieldErrors(fields, serverPrefix));
      else notifyFailure(t, e);
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** forgets a field's message once its value changes (the next submit checks it again) */
  const clear = (field: string) =>
    setErrors((all) => {
      if (!(field in all)) return all;
      const { [field]: _gone, ...rest } = all;
      return rest;
    });

  return { errors, busy, submit, clear };
}
