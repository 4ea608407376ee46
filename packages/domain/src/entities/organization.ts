import { z } from 'zod';
import { storedWithDefaults } from '../storedWithDefaults';
import { DATE_FORMATS, DEFAULT_DATE_FORMAT, DEFAULT_GRACE_PERIOD_MONTHS, PLANS } from '../constants';
import type { DateFormat } from '../locale/dates';
import { SCANNER_OPTIONAL_ROLES, type ScannerOptionalRole } from '../scanner/scannerRoles';
import { cents } from './common';

/** Features the preferences toggle. */
export const PREFERENCE_FLAGS = [
  'showSections',
  'showGroups',
  'pdfCards',
  'digitalCards',
  'photoRequired',
  'photoOnCard',
  'documentsArchive',
  'activitiesAndTickets',
  'survivingMemberCard',
  'cardAttachments',
  'maritalStatusView',
  'eInvoicing',
  'mailServer',
] as const;
export type PreferenceFlag = (typeof PREFERENCE_FLAGS)[number];

export const preferencesSchema = z.object({
  ...(Object.fromEntries(PREFERENCE_FLAGS.map((f) => [f, z.boolean()])) as Record<PreferenceFlag, z.ZodBoolean>),
  /** months of card validity after expiry */
  gracePeriodMonths: z.number().int().min(0).max(24),
  /** which of MEMBER_SELF_EDITABLE (users/ownMember.ts) members may change in my-data; absent = all of them */
  memberEditableFields: z.array(z.string()).optional(),
  /** which of SCANNER_OPTIONAL_ROLES may use the QR scanner besides the administrators (default: all of them) */
  scannerRoles: z.array(z.enum(SCANNER_OPTIONAL_ROLES)).optional(),
  /** how dates are shown and typed everywhere (absent: DEFAULT_DATE_FORMAT) */
  dateFormat: z.enum(DATE_FORMATS).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Preferences with every default filled in: what every reader gets. */
export type CompletePreferences = Preferences & { dateFormat: DateFormat; scannerRoles: ScannerOptionalRole[] };

/**
 * An organization's preferences as stored, completed with the defaults (older organizations lack newer keys): every
 * reader of a preference goes through this, so a missing key never reads as "off" in one place and "on" in another.
 */
export function preferencesOf(stored: unknown): CompletePreferences {
  // every key of DEFAULT_PREFERENCES is there, the optional ones included
  return storedWithDefaults(preferencesSchema.shape, DEFAULT_PREFERENCES, stored);
}

/** A new organization's preferences: the common features on, the optional services off. */
export const DEFAULT_PREFERENCES: CompletePreferences = {
  showSections: true,
  showGroups: true,
  pdfCards: true,
  digitalCards: true,
  photoRequired: false,
  photoOnCard: false,
  documentsArchive: false,
  activitiesAndTickets: true,
  survivingMemberCard: false,
  cardAttachments: false,
  maritalStatusView: true,
  eInvoicing: false,
  mailServer: false,
  gracePeriodMonths: DEFAULT_GRACE_PERIOD_MONTHS,
  dateFormat: DEFAULT_DATE_FORMAT,
  scannerRoles: [...SCANNER_OPTIONAL_ROLES],
};

/** Public information shown to anyone (signup, login page), the legal links included. */
export const publicInfoSchema = z.object({
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  /** registered address */
  address: z.string().optional(),
  /** the association's codice fiscale (11 digits, or a person's 16 characters) */
  taxCode: z.string().optional(),
  /** partita IVA, 11 digits */
  vatNumber: z.string().optional(),
  /** a registered third-sector body: no stamp duty on its receipts */
  stampDutyExempt: z.boolean().optional(),
  policy_link: z.string().optional(),
  tos_link: z.string().optional(),
  statuto: z.string().optional(),
});
export type PublicInfo = z.infer<typeof publicInfoSchema>;

export const planSchema = z.object({
  name: z.enum(PLANS),
  billing: z.enum(['monthly', 'annual']),
  autoRenew: z.boolean(),
});

export interface Organization {
  id: string;
  publicInfo: PublicInfo;
  preferences: Preferences;
  plan: z.infer<typeof planSchema>;
}

/** List-value collections, served by GET /v1/configs/all under these keys. */
export const LIST_TYPES = ['groups', 'sections', 'categories', 'marital', 'group_companies', 'ext_companies', 'conv_companies'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export const listValueSchema = z.object({
  id: z.string(),
  type: z.enum(LIST_TYPES),
  name: z.string().trim().min(1).max(100),
  /** categories: yearly fee in cents (they are the signup offers) */
  amount: cents.optional(),
  /** companies: their code */
  code: z.string().optional(),
  /** categories offered at signup */
  offered: z.boolean().optional(),
});
export type ListValue = z.infer<typeof listValueSchema>;

/** Names of the list values by type and id: the summary document screens read instead of the whole collection. */
export type ListNames = Record<ListType, Record<string, string>>;

/** The summary of an organization's list values (values of an unknown type are left out). */
export function listNamesOf(values: Iterable<{ id: string; type: unknown; name: unknown }>): ListNames {
  const out = Object.fromEntries(LIST_TYPES.map((t) => [t, {}])) as ListNames;
  for (const v of values) {
    if (typeof v.name === 'string' && (LIST_TYPES as readonly unknown[]).includes(v.type)) out[v.type as ListType][v.id] = v.name;
  }
  return out;
}

/** Offer (signup category): amount is a price in euro in the API answer. */
export interface Offer {
  _id: string;
  name: string;
  amount: number;
}
