import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import type { Claims } from '@tessera/domain/claims';
import { todayInItaly } from '@tessera/domain/locale/dates';
import {
  CONSENTS_COLLECTION as CONSENTS,
  type ConsentKind,
  type ConsentRecorder,
  type ConsentSource,
  type ConsentState,
} from '@tessera/domain/privacy/consents';

// The one place a member's consent changes: every path that gives or withdraws one (the policy prompt, the personal
// area, the back office's forms, a paper form, signup, an unsubscribe link, an upload) calls consentWrites in the write
// that changes the member, so the append-only record and the member's current state never disagree.

/** Anything that can create a document in the caller's write: a transaction, a batch, a BulkWriter. */
export interface ConsentWriter {
  create(ref: DocumentReference, data: DocumentData): unknown;
}

export interface ConsentChange {
  kind: ConsentKind;
  given: boolean;
  /** the published policy version consented to (privacy, marketing), when there is one */
  version?: number | null;
  /** a paper form's day, YYYY-MM-DD (privacyAcceptedAt takes it); default: today in Italy */
  signedOn?: string | null;
}

/** Who recorded a change, from the caller's claims: the member on their own record, or an administrator. */
export function recorderOf(claims: Pick<Claims, 'role' | 'member'>, principal: { uid: string; email: string | null }): ConsentRecorder {
  return claims.role === 'member'
    ? { kind: 'member', uid: principal.uid, role: 'member', email: null }
    : { kind: 'admin', uid: principal.uid, role: claims.role, email: principal.email };
}

export const SYSTEM_RECORDER: ConsentRecorder = { kind: 'system', uid: null, role: null, email: null };
export const SELF_RECORDER: ConsentRecorder = { kind: 'member', uid: null, role: 'member', email: null };

/**
 * The member fields that follow the changes, for the caller's own write of the member (an update's dotted paths, or
 * for a document being created the plain fields), and the consent records created with `writer` in the same write.
 */
export function consentWrites(
  writer: ConsentWriter,
  memberRef: DocumentReference,
  changes: readonly ConsentChange[],
  source: ConsentSource,
  recordedBy: ConsentRecorder,
  opts: { now?: Date; creating?: boolean } = {},
): DocumentData {
  const now = opts.now ?? new Date();
  const at = now.toISOString();
  const fields: DocumentData = {};
  const policies: DocumentData = {};
  for (const change of changes) {
    const version = change.version ?? null;
    const accepted = version !== null && change.given ? { version, acceptedAt: at } : null;
    if (change.kind === 'privacy') {
      // a calendar date stored as its midnight UTC; the day is Italy's (or the one written on a paper form)
      // withdrawn: the date goes, as every optional member field cleared does (nothing to leave out on a create)
      if (change.given) fields.privacyAcceptedAt = new Date(`${change.signedOn ?? todayInItaly(now)}T00:00:00Z`);
      else if (!opts.creating) fields.privacyAcceptedAt = FieldValue.delete();
      if (accepted) policies.privacy = accepted;
    } else if (change.kind === 'marketing') {
      fields.newsletter = change.given;
      if (accepted) policies.newsletter = accepted;
    } else {
      fields.photoConsent = change.given;
    }
    writer.create(memberRef.collection(CONSENTS).doc(), {
      kind: change.kind,
      given: change.given,
      version,
      source,
      recordedBy,
      at: FieldValue.serverTimestamp(),
      signedOn: change.signedOn ?? null,
    });
  }
  if (opts.creating) {
    if (Object.keys(policies).length > 0) fields.policies = policies;
  } else {
    for (const [kind, value] of Object.entries(policies)) fields[`policies.${kind}`] = value;
    // a withdrawn privacy consent no longer counts as an acceptance of the current text
    if (changes.some((c) => c.kind === 'privacy' && !c.given)) fields['policies.privacy'] = FieldValue.delete();
  }
  return fields;
}

/** The changes of `wanted` that differ from the member's current state (repeating a choice records nothing). */
export function changedConsents<T extends { kind: ConsentKind; given: boolean }>(state: ConsentState, wanted: readonly T[]): T[] {
  return wanted.filter((c) => state[c.kind] !== c.given);
}

/**
 * The privacy change a member form's `privacyAcceptedAt` makes (a date: given on that day; null: withdrawn; absent or
 * the same day: none), against the stored value (a timestamp at the day's midnight UTC).
 */
export function privacyDateChange(stored: unknown, input: string | null | undefined): ConsentChange | null {
  if (input === undefined) return null;
  const storedDay =
    stored && typeof (stored as { toDate?: unknown }).toDate === 'function'
      ? (stored as { toDate(): Date }).toDate().toISOString().slice(0, 10)
      : stored instanceof Date
        ? stored.toISOString().slice(0, 10)
        : null;
  if (input === null) return storedDay ? { kind: 'privacy', given: false } : null;
  return storedDay === input ? null : { kind: 'privacy', given: true, signedOn: input };
}
