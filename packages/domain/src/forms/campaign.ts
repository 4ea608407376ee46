import { z } from 'zod';

/**
 * A campaign's max participants: empty means no limit. '' / blank / null / undefined → null;
 * otherwise a positive integer (a digit string from an input is converted).
 */
export const maxParticipantsSchema = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return null;
    if (typeof v === 'string') return v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
    return v;
  },
  z
    .number({ error: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .positive('validation.positiveInteger')
    .max(Number.MAX_SAFE_INTEGER, 'validation.positiveInteger')
    .nullable(),
);

/** Whether one more registration fits: always when the maximum is null (unlimited). */
export function hasRoomFor(maxParticipants: number | null, registered: number): boolean {
  return maxParticipants === null || registered < maxParticipants;
}
