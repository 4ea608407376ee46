import { todayInItaly } from '../locale/dates';
import type { SearchRecord } from './evaluate';

/**
 * The advanced search's projection (docs/search.md): each member's searchable fields as one flat row, kept in
 * SEARCH_SHARDS documents (`searchShards/{n}`, `rows.{memberId}`) by a trigger and written by the seed, so a search
 * reads at most SEARCH_SHARDS documents whatever the size of the association. The fees a member paid are kept beside
 * the row (`fees.{memberId}`) by the payments' trigger, and joined to it when a search reads the shard.
 */
export const SEARCH_SHARDS = 256;

/** The shard of a member id: FNV-1a of the id, so members spread evenly and a member always lands in the same one. */
export function searchShardOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % SEARCH_SHARDS;
}

/** A stored date as a Date: a Firestore timestamp (anything with toDate), a Date, or an ISO string. */
function asDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (v && typeof (v as { toDate?: unknown }).toDate === 'function') return (v as { toDate: () => Date }).toDate();
  if (typeof v === 'string' && v) {
    const d = new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/** A calendar date stored at midnight UTC (birth date, card validity) as `YYYY-MM-DD`. */
const calendarDay = (v: unknown) => asDate(v)?.toISOString().slice(0, 10) ?? null;
/** An instant (registration, last payment) as the day it was in Italy. */
const italianDay = (v: unknown) => {
  const d = asDate(v);
  return d ? todayInItaly(d) : null;
};

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const place = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

/**
 * The member fields memberSearchRow reads: an update changing none of them leaves the row as it is (the member
 * trigger then does not rewrite it). Keep it beside the function and in step with it.
 */
export const MEMBER_ROW_FIELDS = [
  'surname',
  'name',
  'ssn',
  'email',
  'phone',
  'gender',
  'birthDate',
  'birthPlace',
  'birthProvince',
  'group',
  'section',
  'category',
  'maritalStatus',
  'accountStatus',
  'cardNumber',
  'cardStatus',
  'cardValidUntil',
  'registeredAt',
  'lastPaymentAt',
  'residence',
  'deceased',
  'cancellationRequested',
  'newsletter',
  'customFields',
] as const;

/**
 * A member's row: the members mode's fields (search/fields.ts) but `age` (derived from the birth date when a search
 * runs) and `feeYears` (kept apart); custom values, shown and back-office-only (`adminOnly`, the member's private
 * document), as `custom.<field name>` as members hold them (a search asks by definition id: `withFieldIds`). Absent
 * values are left out (a missing value matches only `empty`), which keeps the rows small.
 */
export function memberSearchRow(m: Record<string, unknown>, adminOnly?: Record<string, unknown>): SearchRecord {
  const residence = place(m.residence);
  const row: SearchRecord = {
    surname: str(m.surname),
    name: str(m.name),
    ssn: str(m.ssn),
    email: str(m.email),
    phone: str(m.phone),
    gender: str(m.gender),
    birthDate: calendarDay(m.birthDate),
    birthPlace: str(m.birthPlace),
    birthProvince: str(m.birthProvince),
    group: str(m.group),
    section: str(m.section),
    category: str(m.category),
    maritalStatus: str(m.maritalStatus),
    accountStatus: str(m.accountStatus),
    cardNumber: str(m.cardNumber),
    cardStatus: str(m.cardStatus),
    cardValidUntil: calendarDay(m.cardValidUntil),
    registeredAt: italianDay(m.registeredAt),
    lastPaymentAt: italianDay(m.lastPaymentAt),
    residenceAddress: str(residence.line),
    residenceZip: str(residence.zip),
    residenceCity: str(residence.city),
    residenceProvince: str(residence.state),
    deceased: m.deceased === true ? true : null,
    cancellationRequested: m.cancellationRequested === true ? true : null,
    // the newsletter consent: a mailshot to a search or to lists reaches only members who gave it (mailshots)
    newsletter: m.newsletter === true ? true : null,
  };
  for (const [name, value] of Object.entries({ ...place(m.customFields), ...place(adminOnly?.customFields) }))
    if (value !== null && value !== undefined && value !== '') row[`custom.${name}`] = value;
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
}

/** Rows' custom values (`custom.<name>`) under the keys a query uses (`custom.<definition id>`); unknown names dropped. */
export function withFieldIds(record: SearchRecord, idByName: ReadonlyMap<string, string>): SearchRecord {
  const out: SearchRecord = {};
  for (const [key, value] of Object.entries(record)) {
    if (!key.startsWith('custom.')) out[key] = value;
    else {
      const id = idByName.get(key.slice('custom.'.length));
      if (id) out[`custom.${id}`] = value;
    }
  }
  return out;
}

/** The stored payment fields that decide a paid membership fee. */
export const FEE_PAYMENT_FIELDS = ['memberId', 'payYear', 'cardPayment', 'refunded', 'status'] as const;

/** Whether a stored payment is a paid membership fee: the card's fee, not refunded, not on hold. */
export const isPaidFee = (p: Record<string, unknown>) =>
  p.cardPayment === true && p.refunded !== true && p.status !== 'ONHOLD' && p.status !== 'REFUNDED' && typeof p.payYear === 'number';

/** The years whose membership fee a member's payments show paid, ascending. */
export function feeYearsOf(payments: readonly Record<string, unknown>[]): number[] {
  return [...new Set(payments.filter(isPaidFee).map((p) => p.payYear as number))].sort((a, b) => a - b);
}

/**
 * The stored payment fields of a member's payments the projection keeps (one select in the trigger's query): the fee
 * years' and each payment's row in the payments mode.
 */
export const PAYMENT_ROW_FIELDS = [
  ...FEE_PAYMENT_FIELDS,
  'holder',
  'cardNumber',
  'group',
  'payDate',
  'amount',
  'mode',
  'object',
  'clusterName',
] as const;

/**
 * A payment's row in the payments mode (search/fields.ts PAYMENT_FIELDS): the payer's name, card and group as the
 * payment keeps them (followMember.ts), the pay day, amount in cents, method, state, the membership-fee and refund flags.
 */
export function paymentSearchRow(id: string, p: Record<string, unknown>): SearchRecord {
  const row: SearchRecord = {
    id,
    holder: str(p.holder),
    cardNumber: str(p.cardNumber),
    group: str(p.group),
    payDate: calendarDay(p.payDate),
    payYear: typeof p.payYear === 'number' ? p.payYear : null,
    amount: typeof p.amount === 'number' ? p.amount : null,
    mode: str(p.mode),
    status: str(p.status),
    object: str(p.object),
    membershipFee: p.cardPayment === true ? true : null,
    refunded: p.refunded === true ? true : null,
    clusterName: str(p.clusterName),
  };
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
}

/** A member's payments as a shard stores them: one JSON string (an array of rows), or null when it has none. */
export const storedPayments = (payments: readonly { id: string; data: Record<string, unknown> }[]): string | null =>
  payments.length ? JSON.stringify(payments.map((p) => paymentSearchRow(p.id, p.data))) : null;

/**
 * A row as a shard stores it: one JSON string per member. One field per member instead of one per value keeps a shard
 * light to write and to index (Firestore indexes every subfield of a map; the emulator's messages are capped at 4 MiB).
 */
export const storedRow = (row: SearchRecord): string => JSON.stringify(row);

/** One shard as stored: the rows (storedRow), the fee years and the payments (storedPayments) by member id. */
export interface SearchShard {
  rows?: Record<string, string>;
  fees?: Record<string, number[]>;
  pays?: Record<string, string>;
}

/** A shard's payments as records of the payments mode (`surname`: the payer's name, the tie-break of every sort). */
export function shardPaymentRecords(shard: SearchShard | undefined): SearchRecord[] {
  return Object.values(shard?.pays ?? {}).flatMap((json) => (JSON.parse(json) as SearchRecord[]).map((p) => ({ ...p, surname: p.holder })));
}

/** A shard's members as records of the members mode: each row with its `feeYears` and its `id`. */
export function shardRecords(shard: SearchShard | undefined): SearchRecord[] {
  const fees = shard?.fees ?? {};
  return Object.entries(shard?.rows ?? {}).map(([id, row]) => ({ ...(JSON.parse(row) as SearchRecord), id, feeYears: fees[id] ?? [] }));
}

/** The cards mode's records from the members' (a member holds its current card): by card number, with the holder's name. */
export function cardRecords(members: readonly SearchRecord[]): SearchRecord[] {
  return members.flatMap((m) =>
    typeof m.cardNumber === 'string' && m.cardNumber
      ? [
          {
            id: m.cardNumber,
            cardNumber: m.cardNumber,
            holder: [m.surname, m.name].filter(Boolean).join(' '),
            cardStatus: m.cardStatus,
            cardValidUntil: m.cardValidUntil,
            group: m.group,
            surname: m.surname,
          },
        ]
      : [],
  );
}
