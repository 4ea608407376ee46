import { z } from 'zod';
import { address, docId, email } from './common';
import { birthDateField, dateField } from '../fields/dates';
import { phoneField } from '../fields/phone';
import { taxCodeField } from '../fields/taxCode';
import { can } from '../permissions';
import { isRole } from '../roles';

export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING', 'SUSPENDED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const CARD_STATUSES = ['ACTIVE', 'INACTIVE', 'NOT_FOUND'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const GENDERS = ['M', 'F'] as const;

export const relative = z.object({
  /** given by the API when the relative is added (POST /v1/members/add-relative); delete-relative names it */
  id: docId.optional(),
  memberId: docId.optional(),
  name: z.string().trim().min(1).max(100),
  surname: z.string().trim().min(1).max(100),
  relationship: z.string().trim().min(1).max(50),
});

/** Card numbers are digit strings (kept as text: leading zeros matter). */
export const cardNumber = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'validation.cardNumber');

const name = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100);

/**
 * Member fields as the API accepts them. Dates are ISO strings here and
 * Firestore timestamps in storage. Issue-4 screens use the whole of it; the list uses a few.
 */
export const memberInput = z.object({
  name,
  surname: name,
  ssn: taxCodeField,
  gender: z.enum(GENDERS).optional(),
  title: z.string().trim().max(50).optional(),
  group: docId.optional(),
  section: docId.optional(),
  category: docId.optional(),
  maritalStatus: docId.optional(),
  birthDate: birthDateField.optional(),
  birthPlace: z.string().trim().max(100).optional(),
  birthProvince: z.string().trim().max(2).optional(),
  privacyAcceptedAt: dateField.optional(),
  cid: z.string().trim().max(50).optional(),
  phone: phoneField.optional(),
  email: email.optional(),
  secondaryEmail: email.optional(),
  cardNumber: cardNumber.optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES).default('ACTIVE'),
  cancellationRequested: z.boolean().optional(),
  deceased: z.boolean().optional(),
  payrollCharge: z.boolean().optional(),
  hobbies: z.string().trim().max(500).optional(),
  notes: z.string().trim().max(2000).optional(),
  residence: address.optional(),
  domicile: address.optional(),
  correspondence: address.optional(),
  relatives: z.array(relative).max(20).optional(),
  mainRelative: docId.optional(),
  customFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional(),
});
export type MemberInput = z.infer<typeof memberInput>;

/**
 * Fields PATCH cannot remove: the required ones, and the flags (they are switched off with `false`, which also
 * records when; see functions/src/members/patchOne.ts).
 */
const KEPT_FIELDS = ['name', 'surname', 'ssn', 'accountStatus', 'cancellationRequested', 'deceased', 'payrollCharge'] as const;
type KeptField = (typeof KEPT_FIELDS)[number];
type MemberShape = typeof memberInput.shape;
type ClearableField = Exclude<keyof MemberShape, KeptField>;

/** The optional member fields a PATCH may remove by sending `null` (stored as a deleted field). */
export const CLEARABLE_MEMBER_FIELDS = (Object.keys(memberInput.shape) as (keyof MemberShape)[]).filter(
  (k): k is ClearableField => !(KEPT_FIELDS as readonly string[]).includes(k),
);

const clearable = Object.fromEntries(CLEARABLE_MEMBER_FIELDS.map((k) => [k, memberInput.shape[k].nullable()])) as {
  [K in ClearableField]: z.ZodNullable<MemberShape[K]>;
};

/**
 * PATCH takes any non-empty subset; `accountStatus` has no default there. `null` removes an optional field
 * (CLEARABLE_MEMBER_FIELDS); on a required field or a flag it is refused like any other wrong value.
 * An address and the custom fields are replaced whole (forms send all of their values).
 */
export const memberPatch = memberInput
  .partial()
  .extend({ accountStatus: z.enum(ACCOUNT_STATUSES).optional(), ...clearable })
  .refine((v) => Object.keys(v).length > 0, 'validation.emptyPatch');
export type MemberPatch = z.infer<typeof memberPatch>;

/** What a member document holds besides the input fields (written by the API only). */
export interface MemberSystemFields {
  id: string;
  cardStatus: CardStatus;
  registeredAt: unknown;
  lastPaymentAt: unknown | null;
  updatedAt: unknown;
  /** lower-case words for the list search: name, surname, tax code, card number, email */
  search: string[];
}

// ---- Inputs of the /v1/members endpoints besides GET/POST/PATCH one (docs/api.md) ----

/** `candidate` header of GET /v1/members/check-mail-availability. */
export const candidateHeader = z.object({ candidate: email });
/** Body of POST /v1/members/reset-password. */
export const resetPasswordInput = z.object({ id: docId });
/** Body of PATCH /v1/members/policy: a date sets the acceptance, null clears it. */
export const policyInput = z.object({
  id: docId,
  privacyAcceptedAt: dateField.nullable().optional(),
  newsletter: z.boolean().optional(),
});
export type PolicyInput = z.infer<typeof policyInput>;
/** Body of POST /v1/members/add-relative; `main` makes it the main relative. */
export const addRelativeInput = z.object({ id: docId, relative: relative.omit({ id: true }), main: z.boolean().optional() });
export type AddRelativeInput = z.infer<typeof addRelativeInput>;
/** Body of POST /v1/members/delete-relative: the relative by position or by id (its own id or its memberId). */
export const deleteRelativeInput = z
  .object({ id: docId, index: z.number().int().nonnegative().max(19).optional(), relativeId: docId.optional() })
  .refine((v) => v.index !== undefined || v.relativeId !== undefined, { message: 'validation.required', path: ['relativeId'] });
export type DeleteRelativeInput = z.infer<typeof deleteRelativeInput>;
/** Body of POST /v1/members/preregister-user: a member without card, created PENDING. */
export const preregisterInput = memberInput.omit({ cardNumber: true, accountStatus: true });
export type PreregisterInput = z.infer<typeof preregisterInput>;
/** Body of POST /v1/members/suspension-communication. */
export const suspensionCommunicationInput = z.object({ id: docId, reason: z.string().trim().max(1000, 'validation.tooLong').optional() });

/**
 * The highest numeric card number among `numbers` and the next one (same width when the highest has
 * leading zeros). Numbers that are not digit strings are ignored. Pure: the API feeds it the card ids.
 */
export function nextCardNumber(numbers: Iterable<string>): { number: string | null; suggestion: string } {
  let best: string | null = null;
  let bestValue = -1n;
  for (const n of numbers) {
    if (!/^\d{1,12}$/.test(n)) continue;
    const v = BigInt(n);
    if (v > bestValue || (v === bestValue && best !== null && n.length > best.length)) {
      best = n;
      bestValue = v;
    }
  }
  if (best === null) return { number: null, suggestion: '1' };
  return { number: best, suggestion: (bestValue + 1n).toString().padStart(best.length, '0') };
}

/** Where a deceased report came from (members/deceased.ts writes it on a notice; a confirmed notice puts it on the member, whose page shows it). */
export interface DeceasedSource {
  org: string;
  orgName: string;
  memberId: string;
  /** the profile id of the general admin who set the original flag */
  by: string | null;
  at: Date;
}

/**
 * Whether a write's deceased flag is reported to the same tax code in the other organizations:
 * only a flag switched on (false → true) on a member that existed before the write, set by a role holding
 * `members.propagateDeceased` (recorded on the write as `deceasedByRole`), and not itself a confirmed report (`deceasedSource`).
 * A member created already deceased, a bulk upload, a group admin's flag: never reported.
 */
export function propagatesDeceased(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  if (!before || !after || before.deceased === true || after.deceased !== true) return false;
  if (after.deceasedSource) return false;
  const role = after.deceasedByRole;
  if (!isRole(role) || !can(role, 'members.propagateDeceased')) return false;
  return typeof after.ssn === 'string' && after.ssn.length > 0;
}
