import { z } from 'zod';
import { isValidTaxCode } from '../codiceFiscale';
import { email } from '../entities/common';

/**
 * Whether `value` is an Italian 11-digit fiscal number (partita IVA, or an entity's numeric codice fiscale): the
 * check digit is the Luhn-like one of the Agenzia delle Entrate (odd places as they are, even places doubled, minus 9
 * above 9).
 */
export function isItalianFiscalNumber(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = digits[i]!;
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10 === digits[10];
}

/** Optional text: blank becomes absent (the field is removed from the stored info). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((v) => v || undefined)
    .optional();

/** A link the app opens: an https address, or a path of the app's own files ("/legal/privacy.pdf"). */
const link = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v) || /^\/[\w\-./]+$/.test(v), 'validation.link')
  .transform((v) => v || undefined)
  .optional();

/**
 * POST /v1/settings/sync-org: the organization's public information: the name,
 * registered address, tax code and VAT number, contacts, website and the legal documents signup links. Only the
 * name is required; a blank field is removed.
 */
export const publicInfoInput = z.strictObject({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  address: optionalText(200),
  taxCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isItalianFiscalNumber(v) || isValidTaxCode(v), 'validation.taxCodeInvalid')
    .transform((v) => v || undefined)
    .optional()
    .describe('11 digits (an entity) or 16 characters (a person)'),
  vatNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || isItalianFiscalNumber(v), 'validation.vatNumber')
    .transform((v) => v || undefined)
    .optional()
    .describe('partita IVA: 11 digits with its check digit'),
  email: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(email.optional())
    .optional(),
  phone: z
    .string()
    .trim()
    .max(30, 'validation.tooLong')
    .refine((v) => v === '' || /^\+?[0-9 ./-]{6,20}$/.test(v), 'validation.phone')
    .transform((v) => v || undefined)
    .optional(),
  website: link,
  /** registered third-sector body (RUNTS): its receipts carry no stamp duty (payments/receipt.ts stampDutyDue) */
  stampDutyExempt: z.boolean().optional(),
  policy_link: link,
  tos_link: link,
  statuto: link,
});
export type PublicInfoInput = z.input<typeof publicInfoInput>;
