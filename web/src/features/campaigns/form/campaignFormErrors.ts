import { useTranslation } from 'react-i18next';

/** The first message found in a (nested) react-hook-form error. */
function messageIn(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const v of Object.values(e)) {
    if (v && typeof v === 'object' && v !== e.ref) {
      const m = messageIn(v);
      if (m) return m;
    }
  }
  return undefined;
}

/** The text of a (nested) react-hook-form error: its first message (an i18n key), translated; none when there is none. */
export function useFormErrorText(): (error: unknown) => string | undefined {
  const { t } = useTranslation();
  return (error: unknown) => {
    const m = messageIn(error);
    return m ? t(m) : undefined;
  };
}

/** A server issue's field (`body.formFields.2.values.0` → `formFields.2.values`), where the form shows its message. */
export function formPathOf(path: string): string {
  const parts = path.replace(/^body\./, '').split('.');
  if (parts[0] === 'formFields' && parts.length >= 3) return parts.slice(0, 3).join('.');
  if (parts[0] === 'confirmationEmail' && parts.length >= 2) return parts.slice(0, 2).join('.');
  return parts[0]!;
}
