import type { Address } from '@tessera/domain/entities/common';
import type { MemberInput, MemberPatch } from '@tessera/domain/entities/member';
import type { MemberDoc } from './api/useMember';

/** What the form edits: every text as a string ('' = empty), dates as YYYY-MM-DD, addresses whole. */
export interface MemberFormValues {
  name: string;
  surname: string;
  ssn: string;
  gender: '' | 'M' | 'F';
  title: string;
  group: string;
  section: string;
  category: string;
  maritalStatus: string;
  birthDate: string;
  birthPlace: string;
  birthProvince: string;
  privacyAcceptedAt: string;
  cid: string;
  phone: string;
  email: string;
  secondaryEmail: string;
  cardNumber: string;
  accountStatus: MemberInput['accountStatus'];
  hobbies: string;
  notes: string;
  residence: Address;
  domicile: Address;
  correspondence: Address;
  customFields: Record<string, string | number | boolean | string[]>;
}

export const ADDRESS_KEYS = ['residence', 'domicile', 'correspondence'] as const;
const TEXT_KEYS = [
  'name',
  'surname',
  'ssn',
  'gender',
  'title',
  'group',
  'section',
  'category',
  'maritalStatus',
  'birthDate',
  'birthPlace',
  'birthProvince',
  'privacyAcceptedAt',
  'cid',
  'phone',
  'email',
  'secondaryEmail',
  'cardNumber',
  'hobbies',
  'notes',
] as const;

const REQUIRED_KEYS: readonly string[] = ['name', 'surname', 'ssn'];

export const emptyAddress = (): Address => ({ line: '', city: '', zip: '', state: '', country: '' });

export function emptyMemberForm(): MemberFormValues {
  return {
    name: '',
    surname: '',
    ssn: '',
    gender: '',
    title: '',
    group: '',
    section: '',
    category: '',
    maritalStatus: '',
    birthDate: '',
    birthPlace: '',
    birthProvince: '',
    privacyAcceptedAt: '',
    cid: '',
    phone: '',
    email: '',
    secondaryEmail: '',
    cardNumber: '',
    accountStatus: 'ACTIVE',
    hobbies: '',
    notes: '',
    residence: emptyAddress(),
    domicile: emptyAddress(),
    correspondence: emptyAddress(),
    customFields: {},
  };
}

/** A stored date (a Date at UTC midnight, or an ISO string) as YYYY-MM-DD. */
export function isoDay(d: unknown): string {
  if (d instanceof Date && !Number.isNaN(d.getTime())) return d.toISOString().slice(0, 10);
  if (typeof d === 'string') return d.slice(0, 10);
  return '';
}

/** A member document as form values. */
export function toFormValues(m: MemberDoc): MemberFormValues {
  const out = emptyMemberForm();
  const src = m as unknown as Record<string, unknown>;
  for (const k of TEXT_KEYS) {
    const v = src[k];
    if (k === 'birthDate' || k === 'privacyAcceptedAt') out[k] = isoDay(v);
    else if (typeof v === 'string') (out as unknown as Record<string, string>)[k] = v;
  }
  out.accountStatus = m.accountStatus ?? 'ACTIVE';
  for (const k of ADDRESS_KEYS) out[k] = { ...emptyAddress(), ...(m[k] ?? {}) };
  out.customFields = { ...(m.customFields ?? {}) };
  return out;
}

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * Form values to the API's shape (before the schema): empty texts and all-empty addresses are left out,
 * empty custom values dropped.
 */
export function cleanFormValues(v: MemberFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // required texts stay (even empty) so the schema says 'validation.required', not a type error
  for (const k of TEXT_KEYS) if (!blank(v[k]) || REQUIRED_KEYS.includes(k)) out[k] = v[k];
  out.accountStatus = v.accountStatus;
  for (const k of ADDRESS_KEYS) {
    const a = v[k];
    if (a && Object.values(a).some((x) => !blank(x))) out[k] = a;
  }
  const custom = Object.fromEntries(Object.entries(v.customFields ?? {}).filter(([, x]) => !blank(x)));
  if (Object.keys(custom).length) out.customFields = custom;
  return out;
}

/**
 * The fields of `next` that differ from `before` (a PATCH sends only what changed). A field that had a value
 * and is now empty (left out by cleanFormValues) is sent as `null`, which the API takes as "remove it".
 */
export function changedFields(before: MemberInput, next: MemberInput): MemberPatch {
  const out: Record<string, unknown> = {};
  const was = before as Record<string, unknown>;
  for (const [k, v] of Object.entries(next)) {
    if (JSON.stringify(v) !== JSON.stringify(was[k])) out[k] = v;
  }
  for (const k of Object.keys(was)) if (!(k in next) && !blank(was[k])) out[k] = null;
  return out as MemberPatch;
}
