import { z } from 'zod';
import { TAX_CODE_MAX } from '../constants';
import { isValidTaxCode, TAX_CODE_INVALID_KEY, TAX_CODE_MAX_KEY } from '../codiceFiscale';
import { verdictOf } from './verdict';

/**
 * A member's tax code: an Italian personal codice fiscale, the same rule on every path (member create and edit,
 * signup, activation, the bulk uploads, the forms).
 *
 * Spaces anywhere are dropped (people copy "RSS MRA 80A01 H501U" from a card) and letters are upper-cased; what is
 * left must be a valid code: 16 characters with the right check character, omocodic letters allowed (see
 * codiceFiscale.ts). A person born abroad has one too, with the foreign state's Belfiore code (Z…) as birthplace;
 * there is no "foreign" tax code the product accepts instead.
 */
export function normalizeTaxCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The tax code field: required; too long says validation.taxCodeMax, a wrong code validation.taxCodeInvalid. */
export const taxCodeField = z
  .string({ error: 'validation.required' })
  .overwrite(normalizeTaxCode)
  .min(1, { error: 'validation.required', abort: true })
  .max(TAX_CODE_MAX, { error: TAX_CODE_MAX_KEY, abort: true })
  .refine(isValidTaxCode, TAX_CODE_INVALID_KEY)
  .describe('an Italian tax code (codice fiscale), stored without spaces and upper-cased; omocodic codes are valid');

export const taxCodeVerdict = (value: unknown) => verdictOf(taxCodeField, value);
