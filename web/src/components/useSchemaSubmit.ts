import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiFailure } from '../lib/api/client';
import { notify, notifyFailure } from './toaster';

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
    const found: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) found[String(i.path[0] ?? 'role')] ??= i.message;
    setErrors(found);
    if (!parsed.success) return false;
    setBusy(true);
    try {
      notify('success', success(await send(values as z.input<S>)));
      return true;
    } catch (e) {
      const fields = e instanceof ApiFailure ? (e.issues ?? []) : [];
      if (fields.length)
        setErrors(
          Object.fromEntries(
            fields.map((i) => [(i.path.startsWith(serverPrefix) ? i.path.slice(serverPrefix.length) : i.path).split('.')[0]!, i.message]),
          ),
        );
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
