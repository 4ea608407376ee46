import type { TFunction } from 'i18next';

/**
 * The words the screens show for stored codes (a payment's method and status, a role): one place per code, so a
 * list, a detail and the activity log name the same code the same way. A code the locales do not know yet is shown
 * as stored rather than as a missing-key path.
 */
const labelOf = (group: string) => (t: TFunction, code: string | null | undefined) =>
  code ? t(`${group}.${code}`, { defaultValue: code }) : '—';

export const paymentMethodLabel = labelOf('paymentMethod');
export const paymentStatusLabel = labelOf('paymentStatus');
export const roleLabel = labelOf('roles');
