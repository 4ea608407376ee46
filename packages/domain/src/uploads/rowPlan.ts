import { issuedCardValidity } from '../cards/status';
import { cardHolderFields, memberListFieldsOf } from '../lists/listFields';
import type { MemberUploadMode } from '../forms/uploads';
import { inScope } from '../scope';
import type { UploadJobScope } from './jobScope';
import type { ParsedUploadRow, UploadReason, UploadReportRow, UploadRowData } from './memberUpload';

/**
 * What one row of a bulk upload does, decided without touching the database: the writer (functions/src/uploads)
 * looks up what the row names, asks planRow, and applies the plan. Rows of one job are planned in order: the
 * lookups reflect what earlier rows wrote.
 */

/** A stored member as the planner sees it: plain values, dates as ISO days (YYYY-MM-DD). */
export type StoredMember = Record<string, unknown>;

/** The member fields a row writes (dates as ISO days; the writer turns them into timestamps). */
export type UploadMemberFields = Record<string, unknown>;

/** What a row can find in the organization. */
export interface RowLookups {
  /** who holds this email / tax code now (after the job's earlier rows) */
  holderOfEmail(email: string | undefined): string | undefined;
  holderOfSsn(ssn: string | undefined): string | undefined;
  /** a member the chunk's rows match, as stored */
  member(id: string): StoredMember | undefined;
  /** a stored card by number */
  card(number: string): { memberId: unknown } | undefined;
  /** a group's id, by id or by lower-case name */
  group(key: string): string | undefined;
  /** members the job's earlier rows changed: a second row for one is a duplicate */
  touched: ReadonlySet<string>;
}

export interface PlanJob {
  id: string;
  mode: MemberUploadMode;
  scope: UploadJobScope;
  /** today in Italy (YYYY-MM-DD): a new card is valid until the end of its year */
  today: string;
  /** the custom fields a new member must have a value of (settings: required) */
  requiredCustomFields?: readonly string[];
}

/** The card document a written row keeps beside its member. */
/** The holder fields a card takes from its member (holder, group, list fields). */
export type CardHolder = ReturnType<typeof cardHolderFields>;

export interface PlannedCard extends CardHolder {
  number: string;
  memberId: string;
}

export type RowPlan =
  /** refused or skipped: only a report line */
  | { kind: 'REPORT'; report: UploadReportRow }
  | { kind: 'DELETE'; memberId: string; before: StoredMember; cardNumber: string | null; report: UploadReportRow }
  | {
      kind: 'WRITE';
      memberId: string;
      /** the member exists (its fields are merged), or is created with `fields` */
      existing: boolean;
      before: StoredMember | undefined;
      fields: UploadMemberFields;
      /** the member as it will be stored: before, then fields */
      merged: StoredMember;
      /** back-office-only custom values the row sets (merged into the member's back-office document), or null */
      adminCustom: Record<string, unknown> | null;
      /** the row's card, created when `newCard`, refreshed otherwise */
      card: PlannedCard | null;
      newCard: boolean;
      /** the member's existing card when the row names none: its holder and group follow the member */
      refreshCard: ({ number: string } & CardHolder) | null;
      /** the keys the member gains: claimed with it, so a concurrent writer of the same value loses */
      claims: { email?: string; ssn?: string };
      report: UploadReportRow;
    };

/** A row's member fields: the filled cells, the residence merged part by part, and the list fields. */
export function memberFields(data: UploadRowData, group: string | undefined, previous: StoredMember | undefined): UploadMemberFields {
  const out: UploadMemberFields = {};
  if (data.name) out.name = data.name;
  if (data.surname) out.surname = data.surname;
  if (data.email) out.email = data.email;
  if (data.phone) out.phone = data.phone;
  if (data.ssn) out.ssn = data.ssn;
  if (data.cardNumber) out.cardNumber = data.cardNumber;
  if (group) out.group = group;
  if (data.birthDate) out.birthDate = data.birthDate;
  // the row's custom values join the member's others: a column left out or blank changes nothing
  if (data.customFields) out.customFields = { ...(previous?.customFields as Record<string, unknown> | undefined), ...data.customFields };
  if (data.address || data.city || data.zip || data.province) {
    const prev = (previous?.residence ?? {}) as Record<string, unknown>;
    out.residence = {
      line: data.address ?? prev.line ?? '',
      city: data.city ?? prev.city ?? '',
      state: data.province ?? prev.state ?? '',
      country: prev.country ?? '',
      zip: data.zip ?? prev.zip ?? '',
    };
  }
  const merged = { ...previous, ...out };
  Object.assign(out, memberListFieldsOf(merged));
  return out;
}

/** The names of the fields `fields` changes on `previous` (residence parts as `residence.line` …), bookkeeping left out. */
export function changedFields(previous: StoredMember | undefined, fields: UploadMemberFields): string[] {
  const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');
  const out: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'searchTokens' || name === 'sortKeys' || name === 'relativeKeys' || name === 'updatedAt') continue;
    if (name === 'residence' || name === 'customFields') {
      const before = (previous?.[name] ?? {}) as Record<string, unknown>;
      for (const [part, v] of Object.entries(value as Record<string, unknown>))
        if (JSON.stringify(before[part] ?? '') !== JSON.stringify(v ?? '')) out.push(`${name}.${part}`);
    } else if (!same(previous?.[name], value)) {
      out.push(name);
    }
  }
  return out;
}

/**
 * Plans one row. A refused row that still names a member reports it (RESET keeps that member's card). A row's email
 * and tax code must name one member, never update one member with another's data; a group admin's job touches only
 * its groups' members; a second row for a member the job already changed is a duplicate; a card number held by
 * another member, or a different number for a member that has a card, is refused.
 */
export function planRow(row: ParsedUploadRow, job: PlanJob, find: RowLookups): RowPlan {
  if (!row.ok) {
    const named = find.holderOfEmail(row.keys?.email) ?? find.holderOfSsn(row.keys?.ssn);
    return {
      kind: 'REPORT',
      report: {
        line: row.line,
        outcome: 'REFUSED',
        reason: row.reason,
        ...(row.column ? { column: row.column } : {}),
        ...(named ? { memberId: named } : {}),
      },
    };
  }
  const { data, line } = row;
  const emailHolder = find.holderOfEmail(data.email);
  const ssnHolder = find.holderOfSsn(data.ssn);
  const existingId = [emailHolder, ssnHolder].find((id) => id !== undefined && find.member(id) !== undefined);
  const before = existingId === undefined ? undefined : find.member(existingId);
  const refuse = (reason: UploadReason, column?: string): RowPlan => ({
    kind: 'REPORT',
    report: { line, outcome: 'REFUSED', reason, ...(column ? { column } : {}), ...(existingId ? { memberId: existingId } : {}) },
  });
  const skip = (): RowPlan => ({ kind: 'REPORT', report: { line, outcome: 'SKIPPED', reason: 'NOT_FOUND' } });

  if (emailHolder && ssnHolder && emailHolder !== ssnHolder) return refuse('KEYS_CONFLICT', 'taxcode');
  if (data.email && before?.email && before.email !== data.email) return refuse('KEYS_CONFLICT', 'email');
  if (data.ssn && before?.ssn && before.ssn !== data.ssn) return refuse('KEYS_CONFLICT', 'taxcode');
  let group: string | undefined;
  if (data.group) {
    group = find.group(data.group) ?? find.group(data.group.toLowerCase());
    if (!group) return refuse('UNKNOWN_GROUP', 'group');
  }
  if (existingId && find.touched.has(existingId)) return refuse('DUPLICATE_IN_FILE', data.email ? 'email' : 'taxcode');
  // The job applies with the scope of whoever started it, checked by the domain's one rule.
  const allows = (g: unknown) => inScope(job.scope, typeof g === 'string' ? g : null);
  if ((before && !allows(before.group)) || ((group || !before) && !allows(group))) return refuse('OUT_OF_SCOPE', 'group');

  if (job.mode === 'DELETE') {
    if (!existingId || !before) return skip();
    const number = before.cardNumber;
    return {
      kind: 'DELETE',
      memberId: existingId,
      before,
      cardNumber: typeof number === 'string' && number ? number : null,
      report: { line, outcome: 'APPLIED', memberId: existingId },
    };
  }
  if (!before && job.mode !== 'UPSERT') return skip();
  // a new member needs the required custom fields, as the member form asks for them
  const missing = before
    ? undefined
    : job.requiredCustomFields?.find((n) => data.customFields?.[n] === undefined && data.adminCustomFields?.[n] === undefined);
  if (missing) return refuse('REQUIRED', missing);
  const memberId = existingId ?? `${job.id}-${line}`;
  const card = data.cardNumber ? find.card(data.cardNumber) : undefined;
  if (card && card.memberId !== memberId) return refuse('CARD_NUMBER_ALREADY_USED', 'cardnumber');
  const previousCard = before?.cardNumber;
  if (data.cardNumber && typeof previousCard === 'string' && previousCard && previousCard !== data.cardNumber)
    return refuse('CARD_NUMBER_MISMATCH', 'cardnumber');

  const fields = memberFields(data, group, before);
  const newCard = !!data.cardNumber && !card;
  if (newCard) {
    const own = typeof before?.cardValidUntil === 'string' ? before.cardValidUntil : null;
    Object.assign(fields, { cardStatus: 'ACTIVE', cardValidUntil: issuedCardValidity(own, job.today) });
  }
  const merged = { ...before, ...fields };
  const keepsCard =
    !data.cardNumber && typeof previousCard === 'string' && !!previousCard && find.card(previousCard)?.memberId === memberId;
  const claims: { email?: string; ssn?: string } = {};
  if (data.email && before?.email !== data.email) claims.email = data.email;
  if (data.ssn && before?.ssn !== data.ssn) claims.ssn = data.ssn;
  return {
    kind: 'WRITE',
    memberId,
    existing: !!before,
    before,
    fields,
    merged,
    adminCustom: data.adminCustomFields ?? null,
    card: data.cardNumber ? { number: data.cardNumber, memberId, ...cardHolderFields(data.cardNumber, merged) } : null,
    newCard,
    refreshCard: keepsCard ? { number: previousCard, ...cardHolderFields(previousCard, merged) } : null,
    claims,
    // hidden custom values are not read beforehand: each one the row sets is reported as a change
    report: {
      line,
      outcome: 'APPLIED',
      memberId,
      changes: [...changedFields(before, fields), ...Object.keys(data.adminCustomFields ?? {}).map((n) => `customFields.${n}`)],
    },
  };
}
