import { todayInItaly, toIsoDate } from '../locale/dates';

/**
 * The register of members (libro degli associati): what one entry holds, and how a member's life in Tessera becomes
 * admissions and departures. Entries are only ever appended; a change to what an entry says is a new `correction`
 * entry naming it (`corrects`). Every field is a JSON value (text, integer or null, never '' or a Firestore type), so
 * the hash of an entry is the same whether it is read from Firestore, from the API or from an exported spreadsheet.
 */

export const REGISTER_KINDS = ['opening', 'admission', 'departure', 'fee', 'correction'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

/** Why a member left: they withdrew, the association excluded them, their membership lapsed, they died. */
export const DEPARTURE_CAUSES = ['withdrawal', 'exclusion', 'lapse', 'death'] as const;
export type DepartureCause = (typeof DEPARTURE_CAUSES)[number];

/** What the writer of an entry decides: every field present, null when it does not apply. */
export interface RegisterContent {
  kind: RegisterKind;
  memberId: string | null;
  surname: string | null;
  name: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  birthPlace: string | null;
  /** the residence address on one line */
  residence: string | null;
  taxCode: string | null;
  /** the category's name as it read when the entry was written */
  category: string | null;
  /** YYYY-MM-DD */
  admissionDate: string | null;
  /** the board resolution that admitted the member (its number and date, as the secretary writes them) */
  resolution: string | null;
  /** YYYY-MM-DD */
  departureDate: string | null;
  departureCause: DepartureCause | null;
  feeYear: number | null;
  feeCents: number | null;
  /** the entry a correction completes or corrects */
  corrects: number | null;
  note: string | null;
}

/** An entry as stored: its content, its place in the chain, when it was written, and the chain's hashes. */
export interface RegisterEntry extends RegisterContent {
  seq: number;
  /** ISO date-time (UTC, milliseconds) of the server's clock when the entry was appended */
  writtenAt: string;
  /** the hash of the entry before it (GENESIS_HASH for the first) */
  prevHash: string;
  hash: string;
}

/** Every field of a stored entry, in the order the exports print them (the spreadsheet's columns). */
export const REGISTER_ENTRY_FIELDS = [
  'seq',
  'kind',
  'writtenAt',
  'memberId',
  'surname',
  'name',
  'birthDate',
  'birthPlace',
  'residence',
  'taxCode',
  'category',
  'admissionDate',
  'resolution',
  'departureDate',
  'departureCause',
  'feeYear',
  'feeCents',
  'corrects',
  'note',
  'prevHash',
  'hash',
] as const satisfies readonly (keyof RegisterEntry)[];

/** The fields holding whole numbers (the others hold text or null). */
export const REGISTER_NUMBER_FIELDS: ReadonlySet<string> = new Set(['seq', 'feeYear', 'feeCents', 'corrects']);

/** Text limits of the board resolution and a correction's note. */
export const RESOLUTION_MAX = 200;
export const REGISTER_NOTE_MAX = 500;

/** Entries per page of the screen's list and of the API's reads. */
export const REGISTER_PAGE = 50;

/** An entry's document id: its sequence number zero-padded, so the ids sort as the numbers do. */
export const registerEntryId = (seq: number): string => String(seq).padStart(10, '0');

const EMPTY: Omit<RegisterContent, 'kind'> = {
  memberId: null,
  surname: null,
  name: null,
  birthDate: null,
  birthPlace: null,
  residence: null,
  taxCode: null,
  category: null,
  admissionDate: null,
  resolution: null,
  departureDate: null,
  departureCause: null,
  feeYear: null,
  feeCents: null,
  corrects: null,
  note: null,
};

/** A content with every field, blanks as null (an entry never holds ''). */
export function registerContent(kind: RegisterKind, fields: Partial<Omit<RegisterContent, 'kind'>>): RegisterContent {
  const out: RegisterContent = { kind, ...EMPTY };
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    (out as unknown as Record<string, unknown>)[k] = typeof v === 'string' ? v.trim() || null : v;
  }
  return out;
}

/** A member as the register reads it (the member document's fields, dates already as Date or ISO text). */
export interface RegisterMemberView {
  name?: unknown;
  surname?: unknown;
  ssn?: unknown;
  birthDate?: Date | string | null;
  birthPlace?: unknown;
  birthProvince?: unknown;
  residence?: unknown;
  category?: unknown;
  accountStatus?: unknown;
  deceased?: unknown;
  cancellationRequested?: unknown;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The residence on one line: "Via Roma 1, 00118 Roma (RM), Italia" with whatever parts are set. */
export function residenceLine(residence: unknown): string | null {
  if (!residence || typeof residence !== 'object') return null;
  const r = residence as Record<string, unknown>;
  const place = [text(r.zip), text(r.city)].filter(Boolean).join(' ');
  const state = text(r.state);
  const parts = [text(r.line), place ? (state ? `${place} (${state})` : place) : state, text(r.country)];
  return parts.filter(Boolean).join(', ') || null;
}

/** The member's identity and category as an entry records them. */
export function memberIdentity(
  memberId: string,
  m: RegisterMemberView,
  categoryName: string | null,
): Pick<RegisterContent, 'memberId' | 'surname' | 'name' | 'birthDate' | 'birthPlace' | 'residence' | 'taxCode' | 'category'> {
  const province = text(m.birthProvince);
  const place = text(m.birthPlace);
  return {
    memberId,
    surname: text(m.surname),
    name: text(m.name),
    birthDate: m.birthDate ? toIsoDate(m.birthDate) : null,
    birthPlace: place && province ? `${place} (${province})` : (place ?? province),
    residence: residenceLine(m.residence),
    taxCode: text(m.ssn),
    category: categoryName ?? text(m.category),
  };
}

/**
 * Where a member stands for the register: 'in' while a member (active, not deceased), else why they are out, or null
 * for someone never admitted (a pre-registration or a signup waiting for its payment).
 */
export function memberStanding(m: RegisterMemberView): 'in' | DepartureCause | null {
  if (m.deceased === true) return 'death';
  const status = m.accountStatus ?? 'ACTIVE';
  if (status === 'ACTIVE') return 'in';
  if (status === 'SUSPENDED') return 'exclusion';
  if (status === 'INACTIVE') return m.cancellationRequested === true ? 'withdrawal' : 'lapse';
  return null;
}

/** What the register records of a member now, against what it recorded last ('in', 'out' or nothing yet). */
export type RegisterChange = { kind: 'admission' } | { kind: 'departure'; cause: DepartureCause } | null;

export function registerChange(recorded: 'in' | 'out' | undefined, member: RegisterMemberView | undefined): RegisterChange {
  // a deleted record is not a departure the register can date or explain: the back office records one first
  if (!member) return null;
  const standing = memberStanding(member);
  if (standing === 'in') return recorded === 'in' ? null : { kind: 'admission' };
  if (standing === null || recorded !== 'in') return null;
  return { kind: 'departure', cause: standing };
}

/** The calendar day in Italy of an instant (what an entry's dates hold). */
export const registerDay = (at: Date): string => todayInItaly(at);
