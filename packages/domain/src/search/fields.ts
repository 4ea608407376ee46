import { ACCOUNT_STATUSES, CARD_STATUSES, GENDERS } from '../entities/member';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../entities/payment';
import type { ListType } from '../entities/organization';
import type { ShownMemberFields } from '../settings/shownFields';

/**
 * Advanced search: what each mode can be asked about. One catalogue for the query schema's checks, the
 * reference evaluator, the server's execution and the screen's field picker. A record is the flat projection of
 * one member, card or payment (search/record.ts builds it from the stored documents): each field reads one key.
 */
export const SEARCH_MODES = ['members', 'cards', 'payments'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/**
 * text: case- and accent-blind; number; date: `YYYY-MM-DD`; select: one of its options (a fixed set, or the
 * organization's list values); boolean; years: a set of years (the membership fees a member paid).
 */
export const FIELD_TYPES = ['text', 'number', 'date', 'select', 'boolean', 'years'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface SearchField {
  id: string;
  type: FieldType;
  /** select fields with a fixed set of values */
  options?: readonly string[];
  /** select fields whose values are the organization's list values of this type */
  list?: ListType;
  /** a custom field (its id is `custom.<definition id>`): several values may be held at once (MULTISELECT) */
  multi?: boolean;
  /** a number that is an amount in cents: typed and shown in euros, compared in cents */
  cents?: boolean;
}

const text = (id: string): SearchField => ({ id, type: 'text' });
const date = (id: string): SearchField => ({ id, type: 'date' });

const MEMBER_FIELDS: readonly SearchField[] = [
  text('surname'),
  text('name'),
  text('ssn'),
  text('email'),
  text('phone'),
  { id: 'gender', type: 'select', options: GENDERS },
  date('birthDate'),
  text('birthPlace'),
  text('birthProvince'),
  // whole years on the day the query runs, from the birth date
  { id: 'age', type: 'number' },
  { id: 'group', type: 'select', list: 'groups' },
  { id: 'section', type: 'select', list: 'sections' },
  { id: 'category', type: 'select', list: 'categories' },
  { id: 'maritalStatus', type: 'select', list: 'marital' },
  { id: 'accountStatus', type: 'select', options: ACCOUNT_STATUSES },
  text('cardNumber'),
  { id: 'cardStatus', type: 'select', options: CARD_STATUSES },
  date('cardValidUntil'),
  date('registeredAt'),
  date('lastPaymentAt'),
  text('residenceAddress'),
  // the CAP: text, so `00184` keeps its zeros in a search and in a file
  text('residenceZip'),
  text('residenceCity'),
  text('residenceProvince'),
  { id: 'deceased', type: 'boolean' },
  { id: 'cancellationRequested', type: 'boolean' },
  // the years whose membership fee the member paid (payments with cardPayment, not refunded)
  { id: 'feeYears', type: 'years' },
];

const CARD_FIELDS: readonly SearchField[] = [
  text('cardNumber'),
  text('holder'),
  { id: 'cardStatus', type: 'select', options: CARD_STATUSES },
  date('cardValidUntil'),
  { id: 'group', type: 'select', list: 'groups' },
];

const PAYMENT_FIELDS: readonly SearchField[] = [
  text('holder'),
  text('cardNumber'),
  date('payDate'),
  { id: 'payYear', type: 'number' },
  { id: 'amount', type: 'number', cents: true },
  { id: 'mode', type: 'select', options: PAYMENT_METHODS },
  { id: 'status', type: 'select', options: PAYMENT_STATUSES },
  text('object'),
  { id: 'membershipFee', type: 'boolean' },
  { id: 'refunded', type: 'boolean' },
  { id: 'group', type: 'select', list: 'groups' },
  text('clusterName'),
];

export const SEARCH_FIELDS: Record<SearchMode, readonly SearchField[]> = {
  members: MEMBER_FIELDS,
  cards: CARD_FIELDS,
  payments: PAYMENT_FIELDS,
};

/** A custom field's definition as settings keep it, reduced to what a search needs. */
export interface CustomFieldRef {
  id: string;
  type: 'TEXT' | 'NUMBER' | 'DATE' | 'RADIO' | 'SELECT' | 'MULTISELECT';
  values?: readonly string[];
}

/** The custom fields of the organization as search fields of the members mode (`custom.<id>`). */
export function customSearchFields(defs: readonly CustomFieldRef[]): SearchField[] {
  return defs.map((d) => {
    const id = `custom.${d.id}`;
    if (d.type === 'NUMBER') return { id, type: 'number' };
    if (d.type === 'DATE') return { id, type: 'date' };
    if (d.type === 'TEXT') return { id, type: 'text' };
    return { id, type: 'select', options: d.values ?? [], multi: d.type === 'MULTISELECT' };
  });
}

/**
 * The fields the organization's preferences hide from the caller (settings/shownFields.ts: group, section, marital
 * status; their search fields carry the same ids): a search neither offers nor answers them, as the screens,
 * the extraction and the uploads leave them out.
 */
export const hiddenSearchFields = (shown: ShownMemberFields): string[] =>
  (Object.keys(shown) as (keyof ShownMemberFields)[]).filter((k) => !shown[k]);

/**
 * Every field of a mode the caller may search, the organization's custom fields included for members; without
 * `shown`, every field (the preferences hide none).
 */
export function fieldsOf(mode: SearchMode, custom: readonly CustomFieldRef[] = [], shown?: ShownMemberFields): SearchField[] {
  const hidden = shown ? hiddenSearchFields(shown) : [];
  return [...SEARCH_FIELDS[mode], ...(mode === 'members' ? customSearchFields(custom) : [])].filter((f) => !hidden.includes(f.id));
}
