import { z } from 'zod';
import { DEFAULT_COUNTRY, ZIP_MAX } from '../constants';
import { isCapPlaceholder, isItalianCap } from '../geo/cap';

/**
 * The postal code of an address. An Italian address takes a whole CAP, five digits kept as text (00118, never 118);
 * an address is Italian unless its country names another one (blank is the product's default country, ITALIA).
 * A CAP placeholder such as "201xx" (what the city picker shows for a city with several CAPs) is refused whatever
 * the country: the person must finish it. A foreign postal code is free text within ZIP_MAX.
 */
const ITALY_NAMES = [DEFAULT_COUNTRY, 'ITALY', 'IT'];

export function isItalianCountry(country: string | null | undefined): boolean {
  const c = (country ?? '').trim().toUpperCase();
  return c === '' || ITALY_NAMES.includes(c);
}

/**
 * Why a zip (already within ZIP_MAX, see zipField) is refused for an address in `country` (an i18n key), or null when
 * it is fine; '' is no zip. Never throws (object refinements may see a value its own schema refused).
 */
export function zipIssue(zip: unknown, country: unknown): string | null {
  const z = typeof zip === 'string' ? zip.trim() : '';
  if (z.length > ZIP_MAX) return null; // zipField's own issue (validation.zipMax)
  const italian = isItalianCountry(typeof country === 'string' ? country : '');
  return z && !isItalianCap(z) && (isCapPlaceholder(z) || italian) ? 'validation.cap' : null;
}

/** The zip field alone (trimmed, at most ZIP_MAX); whether it fits its country is checked with the address (zipIssue). */
export const zipField = z.string({ error: 'validation.required' }).trim().max(ZIP_MAX, 'validation.zipMax');

/** The verdict on a zip for an address in `country` (default: the product's, Italy). */
export function zipVerdict(value: unknown, country: string | null | undefined = DEFAULT_COUNTRY) {
  const parsed = zipField.safeParse(value);
  if (!parsed.success) return { ok: false as const, error: parsed.error.issues[0]?.message ?? 'validation.required' };
  const issue = zipIssue(parsed.data, country);
  return issue ? { ok: false as const, error: issue } : { ok: true as const, value: parsed.data };
}
