import type { TFunction } from 'i18next';

/**
 * The words the screens show for stored codes (a payment's method and status, a role, an account's status): the
 * locale group of each code is the one place its words live, and every screen reads them through here, so a list, a
 * detail and the activity log name the same code the same way. A code the locales do not know yet is shown as stored
 * rather than as a missing-key path.
 */
export const codeLabel = (t: TFunction, group: string, code: string | null | undefined): string =>
  code ? t(`${group}.${code}`, { defaultValue: code }) : '—';

const labelOf = (group: string) => (t: TFunction, code: string | null | undefined) => codeLabel(t, group, code);

export const paymentMethodLabel = labelOf('paymentMethod');
export const paymentStatusLabel = labelOf('paymentStatus');
export const roleLabel = labelOf('roles');
