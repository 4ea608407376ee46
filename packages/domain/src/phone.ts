/**
 * Phone numbers for the SMS second factor. The identity service sends SMS only to E.164 numbers (`+393331234567`);
 * members type them as they like (`333 123 4567`, `0039 333…`). Italian numbers without a prefix get +39, the
 * product's default country.
 */
export const DEFAULT_PHONE_PREFIX = '+39';

/** The E.164 form of a typed number, or null when it cannot be one (too short or long, letters). */
export function toE164(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  let s = raw.replace(/[\s().-]/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (!s.startsWith('+')) s = `${DEFAULT_PHONE_PREFIX}${s}`;
  return /^\+[1-9][0-9]{6,14}$/.test(s) ? s : null;
}
