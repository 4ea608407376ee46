import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { memberSearchWords, type MemberInput, type MemberPatch } from '@tessera/domain/entities/member';
import { dateToTimestamp } from '../shared/serialize';

const DATE_FIELDS = ['birthDate', 'privacyAcceptedAt'] as const;

/** API input to Firestore fields: ISO dates become timestamps; search words follow the searched fields. */
export function memberFields(input: MemberPatch, previous?: DocumentData): DocumentData {
  const out: DocumentData = { ...input };
  for (const f of DATE_FIELDS) if (input[f] !== undefined) out[f] = dateToTimestamp(input[f]);
  const merged = { ...previous, ...input } as MemberInput;
  out.search = memberSearchWords(merged);
  out.updatedAt = FieldValue.serverTimestamp();
  return out;
}
