import { z } from 'zod';
import { docId } from './common';
import { normalizeSearch } from '../lists/searchTokens';

/**
 * The erasure of a member's personal data (functions/src/erasure/): one job document per member
 * (organizations/{org}/erasures/{memberId}), RUNNING while the registered erasers work through the areas, DONE when
 * all of them finished. It names no one: the member's id, why, who asked and how many documents each area changed.
 */
export const ERASURE_STATUSES = ['RUNNING', 'DONE'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** Who set the erasure off: an administrator directly, an accepted member's request, the retention job. */
export const ERASURE_SOURCES = ['admin', 'request', 'retention'] as const;
export type ErasureSource = (typeof ERASURE_SOURCES)[number];

/** What replaces a name or free text the law does not let go entirely (a request's holder, a mail's address). */
export const ERASED = '—';

/** POST /v1/members/erase: which member, and why (kept in the job and the audit trail: never the member's data). */
export const eraseMemberInput = z.object({
  memberId: docId.describe('the member to erase'),
  reason: z.string({ error: 'validation.required' }).trim().min(3, 'validation.required').max(300, 'validation.tooLong'),
});

/** How many years after departure a former member's data is kept; null: not set, nothing is ever erased by age. */
export const RETENTION_YEARS_MAX = 30;
export const retentionInput = z.object({
  years: z
    .number({ error: 'validation.required' })
    .int('validation.required')
    .min(1, 'validation.required')
    .max(RETENTION_YEARS_MAX, 'validation.tooLong')
    .nullable(),
});

/** What the retention rule reads of a member. */
export interface RetentionMemberView {
  accountStatus?: unknown;
  cardStatus?: unknown;
  deceased?: unknown;
  /** YYYY-MM-DD: the day the membership ran until (the card's valid-until) */
  validUntil: string | null;
}

/**
 * A former member: one whose membership ended — deceased, made INACTIVE (not renewed, or withdrawn), or whose card is
 * stored INACTIVE (expired past its grace). A pending pre-registration never was a member and is not former; a
 * suspended member with a valid card is still a member. The membership ended on the card's valid-until: without one
 * there is no date to count from, and such a member is never erased by age.
 */
export function isFormerMember(m: RetentionMemberView): boolean {
  if (m.accountStatus === 'PENDING') return false;
  return m.deceased === true || m.accountStatus === 'INACTIVE' || m.cardStatus === 'INACTIVE';
}

/** The last valid-until day a former member may have for their data to be past `years` of retention on `today`. */
export function retentionCutoff(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // 29 February minus whole years lands on 28 February
  const last = new Date(Date.UTC(y - years, m - 1, 1));
  const days = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  last.setUTCDate(Math.min(d, days));
  return last.toISOString().slice(0, 10);
}

/** Whether the retention period of a former member is over: their membership ended before the cutoff. */
export function retentionOver(m: RetentionMemberView, today: string, years: number | null): boolean {
  if (years === null || !m.validUntil) return false;
  return isFormerMember(m) && m.validUntil < retentionCutoff(today, years);
}

/** What the relatives eraser knows of a member: their name, the links in their relatives list, where they live. */
export interface RelativeHolderView {
  id: string;
  name?: unknown;
  surname?: unknown;
  relatives?: readonly { memberId?: unknown }[] | null;
  residence?: { line?: unknown; zip?: unknown } | null;
}

const folded = (v: unknown) => (typeof v === 'string' ? normalizeSearch(v) : '');

/** The street line and CAP of a residence, folded; null when either is missing (nothing to compare). */
function homeOf(m: RelativeHolderView): string | null {
  const line = folded(m.residence?.line);
  const zip = folded(m.residence?.zip);
  return line && zip ? `${line}|${zip}` : null;
}

/**
 * Whether a relatives entry typed by hand (no `memberId`) in `holder`'s list names the erased member. A name alone
 * could be a namesake's, so it must also be someone close: the erased member's own list links the holder, or the two
 * live at the same street line and CAP. The name compares with case, accents and punctuation folded away.
 */
export function handTypedRelativeIsErased(
  entry: { memberId?: unknown; name?: unknown; surname?: unknown },
  holder: RelativeHolderView,
  erased: RelativeHolderView,
): boolean {
  if (entry.memberId !== undefined && entry.memberId !== null) return false;
  const name = folded(erased.name);
  const surname = folded(erased.surname);
  if (!name || !surname || folded(entry.name) !== name || folded(entry.surname) !== surname) return false;
  const linksHolder = (erased.relatives ?? []).some((r) => r.memberId === holder.id);
  const home = homeOf(erased);
  return linksHolder || (home !== null && home === homeOf(holder));
}

/** The key a hand-typed relatives entry with this name is found by: the name and surname folded as compared above. */
function typedNameKey(name: unknown, surname: unknown): string | null {
  const n = folded(name);
  const s = folded(surname);
  // folding leaves letters, digits and single spaces: the bar cannot come from either part
  return n && s ? `name:${n}|${s}` : null;
}

/**
 * What a member's relatives list is found by when someone is erased (`relativeKeys`, kept by every member writer
 * with the other derived fields: lists/listFields.ts memberListFieldsOf): the member id of each linked entry, and the
 * folded name of each entry typed by hand. Every entry that eraser can change (a link to the erased member, or a
 * hand-typed entry handTypedRelativeIsErased accepts, which needs the same folded name) puts one of these keys on the
 * list, so the eraser asks for the lists holding the erased member's id or name key and judges only those: a
 * namesake's entry is among them and is still told apart by the rule above.
 */
export function relativeKeysOf(relatives: unknown): string[] {
  if (!Array.isArray(relatives)) return [];
  const keys = new Set<string>();
  for (const r of relatives as { memberId?: unknown; name?: unknown; surname?: unknown }[]) {
    if (typeof r !== 'object' || r === null) continue;
    if (r.memberId === undefined || r.memberId === null) {
      const key = typedNameKey(r.name, r.surname);
      if (key) keys.add(key);
    } else if (typeof r.memberId === 'string' && r.memberId !== '') keys.add(r.memberId);
  }
  return [...keys].sort();
}

/** The keys whose lists may name the erased member (relativeKeysOf): their id, and their name if they have one. */
export function erasedRelativeKeys(erased: RelativeHolderView): string[] {
  const key = typedNameKey(erased.name, erased.surname);
  return key ? [erased.id, key] : [erased.id];
}
