import { z } from 'zod';
import { ACCOUNT_STATUSES, CARD_STATUSES } from '../entities/member';

/** A stored timestamp in an answer: a full ISO 8601 string in UTC (functions shared/serialize.ts toJson). */
export const isoTimestamp = z.iso.datetime({ offset: false });

/**
 * A member record in an answer, its timestamps as ISO strings. The fields every screen relies on are typed; the
 * record carries every other stored field too (addresses, custom values, flags), hence a loose object.
 */
export const memberRecord = z.looseObject({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  ssn: z.string().optional(),
  email: z.string().optional(),
  group: z.string().optional(),
  cardNumber: z.string().optional(),
  cardStatus: z.enum(CARD_STATUSES),
  accountStatus: z.enum(ACCOUNT_STATUSES).optional(),
  birthDate: isoTimestamp.nullable().optional(),
  privacyAcceptedAt: isoTimestamp.nullable().optional(),
  registeredAt: isoTimestamp.nullable().optional(),
  lastPaymentAt: isoTimestamp.nullable().optional(),
  updatedAt: isoTimestamp.nullable().optional(),
});
export type MemberRecord = z.infer<typeof memberRecord>;

/** A member as staff see it: the record with its back-office-only data (notes, hidden custom values) merged in. */
export const staffMember = memberRecord.describe('the member as staff see it, back-office-only data merged');

/** `{ result }`: one member as staff see it, the answer of every member write. */
export const staffMemberAnswer = z.strictObject({ result: staffMember });

/** A list page: the rows and `next`, the cursor of the following page (null on the last). */
export const nextCursor = z.string().nullable().describe('the cursor of the following page, null on the last page');
