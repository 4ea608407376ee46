import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { MemberPatch } from '@tessera/domain/entities/member';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
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
 * API input to Firestore fields: ISO dates become timestamps, `null` (PATCH) a deleted field; the list fields
 * (search tokens, sort keys: domain lists/listFields.ts) follow the member as it is after the write.
 */
export function memberFields(input: MemberPatch, previous?: DocumentData): DocumentData {
  const out: DocumentData = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if (v === null) out[k] = FieldValue.delete();
    else out[k] = (DATE_FIELDS as readonly string[]).includes(k) ? dateToTimestamp(v as string) : v;
  }
  Object.assign(out, memberListFieldsOf(patchedMember(previous, input)));
  out.updatedAt = FieldValue.serverTimestamp();
  return out;
}
