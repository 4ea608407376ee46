import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { memberSearchWords, type MemberInput, type MemberPatch } from '@tessera/domain/entities/member';
import { dateToTimestamp } from '../shared/serialize';

const DATE_FIELDS = ['birthDate', 'privacyAcceptedAt'] as const;

/** The member as it reads after `patch` (a `null` in the patch removes the field); no Firestore sentinels. */
export function patchedMember(previous: DocumentData | undefined, patch: DocumentData): DocumentData {
  const out: DocumentData = { ...previous };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/**
 * API input to Firestore fields: ISO dates become timestamps, `null` (PATCH) a deleted field; search words
 * follow the searched fields as they are after the write.
 */
export function memberFields(input: MemberPatch, previous?: DocumentData): DocumentData {
  const out: DocumentData = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if (v === null) out[k] = FieldValue.delete();
    else out[k] = (DATE_FIELDS as readonly string[]).includes(k) ? dateToTimestamp(v as string) : v;
  }
  out.search = memberSearchWords(patchedMember(previous, input) as MemberInput);
  out.updatedAt = FieldValue.serverTimestamp();
  return out;
}
