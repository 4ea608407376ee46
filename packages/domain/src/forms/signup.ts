import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_SIGNUP_MAIL_LANGUAGE, FOREIGN_COUNTRY, FOREIGN_PROVINCE, ZIP_MAX } from '../constants';
import { requiredEmail, requiredText } from '../entities/common';
import { zipField, zipIssue } from '../fields/cap';
import { normalizeTaxCode, taxCodeField, taxCodeVerdict } from '../fields/taxCode';
import { otpDigitsSchema } from './otp';
import { signupPasswordSchema } from './passwords';

/**
 * Signup: two steps, then the payload sent to create-session / preregister (all form values plus
 * `fullAddress`, the municipality option chosen in the city autocomplete). Text bounds not set by the form
 * (names 100, street 200, city/state/country 100) are the member entity's.
 */
/** The zip follows the address's country, as every address's does (fields/cap.ts). */
function checkZipForCountry(v: { addr_zip: string; addr_country: string }, ctx: z.RefinementCtx) {
  const issue = zipIssue(v.addr_zip, v.addr_country);
  if (issue) ctx.addIssue({ code: 'custom', path: ['addr_zip'], message: issue });
}

export const signupStep1Schema = z
  .object(
    {
      firstName: requiredText(100),
      lastName: requiredText(100),
      email: requiredEmail,
      password: signupPasswordSchema,
      /** the tax code field's rule, as for every member (fields/taxCode.ts); the field's border follows it as typed */
      ssn: taxCodeField,
      otp: otpDigitsSchema,
      addr_line: requiredText(200),
      addr_city: requiredText(100),
      addr_zip: zipField.min(1, { error: 'validation.required', abort: true }),
      addr_state: requiredText(100),
      addr_country: requiredText(100),
    },
    { error: 'validation.required' },
  )
  .superRefine(checkZipForCountry);
export type SignupStep1Values = z.infer<typeof signupStep1Schema>;

/** The tax-code border turns invalid once 3 or more characters are entered and the code is not valid. */
export function isTaxCodeInvalidForStyling(value: string | null | undefined): boolean {
  const v = normalizeTaxCode(value ?? '');
  return v.length >= 3 && !taxCodeVerdict(v).ok;
}

const mustAccept = z.literal(true, { error: 'validation.mustAccept' });

export const signupStep2Schema = z.object(
  {
    /** the chosen offer's _id; none chosen reads as the prompt "select an offer" */
    offer: z.string({ error: 'messages.select_an_offer_key' }).trim().min(1, 'messages.select_an_offer_key'),
    acceptTOS: mustAccept,
    acceptPrivacy: mustAccept,
    acceptStatuto: mustAccept,
    privacyVersion: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .describe(
        "the version of the organization's published privacy policy the form linked; null: none is published (the association's own link)",
      ),
  },
  { error: 'validation.required' },
);
export type SignupStep2Values = z.infer<typeof signupStep2Schema>;

/** The country of a municipality option: ITALIA, or ESTERO for province EE. */
export function countryForProvince(prov: string): typeof DEFAULT_COUNTRY | typeof FOREIGN_COUNTRY {
  return prov.trim().toUpperCase() === FOREIGN_PROVINCE ? FOREIGN_COUNTRY : DEFAULT_COUNTRY;
}

/**
 * Municipality option: nome upper-cased, cap (postal code, may hold placeholder x's such as 101xx; may be
 * empty for a foreign country), prov a two-letter province code, stato ITALIA unless prov is EE, then ESTERO.
 */
export const municipalityOptionSchema = z
  .object(
    {
      nome: requiredText(100).toUpperCase(),
      cap: z.string({ error: 'validation.required' }).trim().max(ZIP_MAX, 'validation.zipMax'),
      prov: z
        .string({ error: 'validation.provinceCode' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'validation.provinceCode'),
      stato: z
        .string({ error: 'validation.municipalityCountry' })
        .trim()
        .toUpperCase()
        .pipe(z.enum([DEFAULT_COUNTRY, FOREIGN_COUNTRY], { error: 'validation.municipalityCountry' })),
    },
    { error: 'validation.municipalityRequired' },
  )
  .refine((m) => m.stato === countryForProvince(m.prov), { message: 'validation.municipalityCountry', path: ['stato'] });
/** Structurally the geo module's MunicipalityOption; extra keys of a city search result are dropped. */
export type MunicipalityOptionValues = z.infer<typeof municipalityOptionSchema>;

/** The signup payload (create-session / create-session-user / preregister-user): step 1 + step 2 + fullAddress. */
export const signupPayloadSchema = z
  .object(
    {
      ...signupStep1Schema.shape,
      ...signupStep2Schema.shape,
      fullAddress: municipalityOptionSchema,
    },
    { error: 'validation.required' },
  )
  .superRefine(checkZipForCountry);
export type SignupPayload = z.infer<typeof signupPayloadSchema>;

/**
 * Send-code payload in signup: {email, lang, name}; lang is the address country or EN,
 * name the first name.
 */
export const signupSendCodeSchema = z.object(
  {
    email: requiredEmail,
    lang: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
    name: requiredText(100),
  },
  { error: 'validation.required' },
);
export type SignupSendCodeValues = z.infer<typeof signupSendCodeSchema>;

/** The send-code payload from the step-1 values typed so far. */
export function signupSendCodePayload(v: { email: string; firstName: string; addr_country?: string | null }): SignupSendCodeValues {
  return {
    email: v.email.trim().toLowerCase(),
    lang: v.addr_country?.trim() || DEFAULT_SIGNUP_MAIL_LANGUAGE,
    name: v.firstName.trim(),
  };
}

/**
 * The member a signup becomes (pre-registration or paid signup): names, tax code, email, the residence address
 * typed in step 1, the chosen offer as category, and privacy accepted on `today` (step 2 requires it).
 */
export function signupMemberInput(p: SignupPayload, today: string) {
  return {
    name: p.firstName,
    surname: p.lastName,
    ssn: p.ssn,
    email: p.email,
    category: p.offer,
    privacyAcceptedAt: today,
    residence: { line: p.addr_line, city: p.addr_city, zip: p.addr_zip, state: p.addr_state, country: p.addr_country },
  };
}
