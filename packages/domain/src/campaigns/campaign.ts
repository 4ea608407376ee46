import { z } from 'zod';
import { CAMPAIGN_LIMITS, type Plan } from '../constants';
import { CUSTOM_FIELD_TYPES } from '../entities/settings';
import { email, isoDate } from '../entities/common';
import { POLICY_KINDS } from '../settings/policies';
import { maxParticipantsSchema } from '../forms/campaign';
import { normalizeSearch, prefixTokens } from '../lists/searchTokens';

/**
 * Campaigns: an event or initiative with a public registration page of its own. One
 * schema for the admin form, the API and the seed; the registration form's fields use the custom-field types.
 */
export const QR_TYPES = ['ACCESS', 'FIDELITY'] as const;
export type QrType = (typeof QR_TYPES)[number];
/** A second registration with the same email: refused, or merged into the first (its answers replaced). */
export const DUPLICATE_POLICIES = ['refuse', 'merge'] as const;

/** Most fields one registration form holds, and values one choice field offers. */
export const CAMPAIGN_FORM_FIELDS_MAX = 30;
const CHOICES = new Set(['RADIO', 'SELECT', 'MULTISELECT']);

export const campaignFormField = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'validation.id'),
    label: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
    type: z.enum(CUSTOM_FIELD_TYPES, { error: 'validation.notAllowed' }),
    values: z.array(z.string().trim().min(1).max(100, 'validation.tooLong')).max(50, 'validation.tooManyValues').default([]),
    required: z.boolean().default(false),
  })
  .superRefine((f, ctx) => {
    if (CHOICES.has(f.type) && f.values.length === 0) ctx.addIssue({ code: 'custom', path: ['values'], message: 'validation.required' });
  });
export type CampaignFormField = z.infer<typeof campaignFormField>;

export const campaignInput = z
  .strictObject({
    name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
    category: z.string().trim().max(100, 'validation.tooLong').default(''),
    place: z.string().trim().max(200, 'validation.tooLong').default(''),
    startDate: isoDate,
    endDate: isoDate,
    ctaText: z.string().trim().max(60, 'validation.tooLong').default(''),
    /** empty means no limit; the plan's registrations-per-campaign limit applies as well */
    maxParticipants: maxParticipantsSchema.default(null),
    qrType: z.enum(QR_TYPES, { error: 'validation.notAllowed' }),
    /** the organization's published policies (settings → policies) the registrant must accept */
    policies: z
      .array(z.enum(POLICY_KINDS, { error: 'validation.notAllowed' }))
      .max(POLICY_KINDS.length, 'validation.tooManyValues')
      .default([]),
    formFields: z.array(campaignFormField).max(CAMPAIGN_FORM_FIELDS_MAX, 'validation.tooManyValues').default([]),
    /** rich text (html.ts RICH_TEXT allow-list): sanitized before it is stored and again before it is shown */
    headerHtml: z.string().max(20_000, 'validation.tooLong').default(''),
    confirmationEmail: z
      .strictObject({
        subject: z.string().trim().max(200, 'validation.tooLong').default(''),
        /** plain text: escaped into the mail */
        body: z.string().trim().max(5_000, 'validation.tooLong').default(''),
      })
      .default({ subject: '', body: '' }),
    tags: z.array(z.string().trim().min(1).max(40, 'validation.tooLong')).max(20, 'validation.tooManyValues').default([]),
    duplicates: z.enum(DUPLICATE_POLICIES, { error: 'validation.notAllowed' }).default('refuse'),
    /** the public page takes registrations only once published */
    published: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.endDate < c.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeStart' });
    const ids = c.formFields.map((f) => f.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['formFields', i, 'id'], message: 'validation.duplicate' });
    });
  });
export type CampaignInput = z.infer<typeof campaignInput>;

/** A campaign as stored and read by the back office (`organizations/{org}/campaigns/{id}`). */
export interface StoredCampaign extends CampaignInput {
  /** registrations taken (the transaction that takes one counts it) */
  registered: number;
  /** the month it was created in (YYYY-MM, Italy): what the plan's campaigns-per-month limit counts */
  month: string;
  /** its place among the month's campaigns (1 = the first created that month); absent on campaigns made before it was kept */
  monthSeq?: number;
}

/**
 * Whether a campaign is beyond its plan's campaigns per month: made as the month's n-th campaign under a higher plan,
 * with n above the present plan's limit. A lower plan deletes nothing; such a campaign stays as it is, read-only (its
 * page keeps taking registrations within its places).
 */
export function overPlanLimit(c: Pick<StoredCampaign, 'monthSeq'>, plan: Plan): boolean {
  const perMonth = CAMPAIGN_LIMITS[plan].campaignsPerMonth;
  return perMonth !== null && typeof c.monthSeq === 'number' && c.monthSeq > perMonth;
}

/** Counter document id (in organizations/{org}/counters) of the campaigns created in a month: the plan's monthly limit. */
export const campaignCounterId = (month: string) => `campaigns_${month}`;

/** The honeypot: a field people do not see and bots fill. A filled one is answered as a success and stored nowhere. */
export const HONEYPOT_FIELD = 'website';

/** A public registration (no sign-in). Answers are checked against the campaign's own form (registrationIssues). */
export const registrationInput = z.strictObject({
  email,
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  surname: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  answers: z
    .record(z.string(), z.union([z.string().max(1_000, 'validation.tooLong'), z.number(), z.array(z.string().max(100)).max(50)]))
    .default({}),
  /** the policies accepted (their kinds): every one the campaign asks for besides the privacy policy (consent below) */
  accepted: z.array(z.string().max(128)).max(10).default([]),
  /** the privacy policy accepted: the version the form showed (consent.ts), refused when it is no longer the current one */
  consent: z.strictObject(
    { policyVersion: z.number({ error: 'validation.mustAccept' }).int('validation.mustAccept').positive('validation.mustAccept') },
    { error: 'validation.mustAccept' },
  ),
  source: z.string().trim().max(40).optional().describe('where the registrant came from (utm_source), for analytics'),
  lang: z.enum(['it', 'en']).default('it'),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});
export type RegistrationInput = z.infer<typeof registrationInput>;

/** The answers checked against the campaign's form: required ones present, choices among the values, numbers, dates. */
export function registrationIssues(
  form: readonly CampaignFormField[],
  r: Pick<RegistrationInput, 'answers'>,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const known = new Set(form.map((f) => f.id));
  for (const key of Object.keys(r.answers))
    if (!known.has(key)) issues.push({ path: `body.answers.${key}`, message: 'validation.unknownField' });
  for (const f of form) {
    const v = r.answers[f.id];
    const path = `body.answers.${f.id}`;
    const empty = v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    if (empty) {
      if (f.required) issues.push({ path, message: 'validation.required' });
      continue;
    }
    if (f.type === 'MULTISELECT') {
      if (!Array.isArray(v) || v.some((x) => !f.values.includes(x))) issues.push({ path, message: 'validation.notAllowed' });
    } else if (f.type === 'RADIO' || f.type === 'SELECT') {
      if (typeof v !== 'string' || !f.values.includes(v)) issues.push({ path, message: 'validation.notAllowed' });
    } else if (f.type === 'NUMBER') {
      if (typeof v !== 'number' || !Number.isFinite(v)) issues.push({ path, message: 'validation.number' });
    } else if (f.type === 'DATE') {
      if (typeof v !== 'string' || !isoDate.safeParse(v).success) issues.push({ path, message: 'validation.date' });
    } else if (typeof v !== 'string') issues.push({ path, message: 'validation.notAllowed' });
  }
  return issues;
}

/**
 * How many may register: the campaign's maximum and the plan's limit per campaign, the smaller (null: no limit).
 * `byPlan` tells which one stops a registration: the plan's (QUOTAS_EXCEEDED) or the campaign's (full).
 */
export function registrationCap(maxParticipants: number | null, plan: Plan): { cap: number | null; byPlan: boolean } {
  const planLimit = CAMPAIGN_LIMITS[plan].registrationsPerCampaign;
  if (planLimit === null) return { cap: maxParticipants, byPlan: false };
  if (maxParticipants === null || planLimit < maxParticipants) return { cap: planLimit, byPlan: true };
  return { cap: maxParticipants, byPlan: false };
}

/** Most months `activeMonths` lists: a longer campaign shows on the calendar for its first five years. */
export const ACTIVE_MONTHS_MAX = 60;

/** The months (YYYY-MM) a campaign runs in, first to last: the calendar finds a campaign by any month it spans. */
export function activeMonths(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let [y, m] = startDate.slice(0, 7).split('-').map(Number) as [number, number];
  const last = endDate.slice(0, 7);
  for (let i = 0; i < ACTIVE_MONTHS_MAX; i += 1) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/**
 * The list fields stored with a campaign (lists/specs.ts campaignList): found by any word; sorted by day and name;
 * `activeMonths` for the calendar (a campaign shows in every month it spans, however long before it started).
 */
export function campaignListFields(c: Pick<CampaignInput, 'name' | 'place' | 'category' | 'tags' | 'startDate' | 'endDate'>) {
  return {
    searchTokens: prefixTokens([c.name, c.place, c.category, ...c.tags], [c.name]),
    sortKeys: { name: normalizeSearch(c.name), startDate: c.startDate },
    activeMonths: activeMonths(c.startDate, c.endDate),
  };
}

/** The QR a registrant gets (signed by the server; the scanner verifies it): kind, organization, campaign, registration. */
export const campaignTokenPayload = z.strictObject({
  k: z.literal('campaign'),
  o: z.string(),
  c: z.string(),
  r: z.string(),
  iat: z.number().int(),
});
export type CampaignTokenPayload = z.infer<typeof campaignTokenPayload>;
