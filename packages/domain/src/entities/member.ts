import { z } from 'zod';
import { address, docId, email, isoDate, taxCode } from './common';

export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE', 'PENDING', 'SUSPENDED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const CARD_STATUSES = ['ACTIVE', 'INACTIVE', 'NOT_FOUND'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const GENDERS = ['M', 'F'] as const;

export const relative = z.object({
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

const name = z.string().trim().min(1, 'validation.required').max(100);

/**
 * Member fields as the API accepts them (spec §3 Member). Dates are ISO strings here and
 * Firestore timestamps in storage. Issue-4 screens use the whole of it; the list uses a few.
 */
export const memberInput = z.object({
  name,
  surname: name,
  ssn: taxCode.min(1, 'validation.required'),
  gender: z.enum(GENDERS).optional(),
  title: z.string().trim().max(50).optional(),
  group: docId.optional(),
  section: docId.optional(),
  category: docId.optional(),
  maritalStatus: docId.optional(),
  birthDate: isoDate.optional(),
  birthPlace: z.string().trim().max(100).optional(),
  birthProvince: z.string().trim().max(2).optional(),
  privacyAcceptedAt: isoDate.optional(),
  cid: z.string().trim().max(50).optional(),
  phone: z.string().trim().max(30).optional(),
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
 * PATCH takes any non-empty subset; `accountStatus` has no default there. An address is replaced whole
 * (forms send all of its lines).
 */
export const memberPatch = memberInput
  .partial()
  .extend({ accountStatus: z.enum(ACCOUNT_STATUSES).optional() })
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

/** The words the subscribers search matches (lower-case, accent-free). */
export function memberSearchWords(m: Pick<MemberInput, 'name' | 'surname' | 'ssn' | 'cardNumber' | 'email'>): string[] {
  const words = [m.name, m.surname, m.ssn, m.cardNumber ?? '', m.email ?? '']
    .flatMap((s) => s.split(/\s+/))
    .map((s) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    )
    .filter(Boolean);
  return [...new Set(words)];
}
