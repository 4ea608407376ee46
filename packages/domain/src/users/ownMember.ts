import { z } from 'zod';
import type { Address } from '../entities/common';
import { memberInput } from '../entities/member';

/**
 * What a member may change on their own record (my-data, PATCH /v1/profile/patch `member`). Identity, card,
 * group and status stay with the administrators; an organization may narrow the list further with
 * `preferences.memberEditableFields`. Custom fields are editable when the organization made them visible to members.
 */
export const MEMBER_SELF_EDITABLE = [
  'phone',
  'secondaryEmail',
  'title',
  'maritalStatus',
  'hobbies',
  'residence',
  'domicile',
  'correspondence',
  /** the photo, sent on its own (POST /v1/profile/upload-photo), not in the patch */
  'photo',
] as const;
export type SelfEditableField = (typeof MEMBER_SELF_EDITABLE)[number];

export const ownMemberPatch = memberInput
  .pick({
    phone: true,
    secondaryEmail: true,
    title: true,
    maritalStatus: true,
    hobbies: true,
    residence: true,
    domicile: true,
    correspondence: true,
  })
  .partial()
  .extend({ customFields: z.record(z.string(), z.unknown()).optional() })
  .strict();
export type OwnMemberPatch = z.infer<typeof ownMemberPatch>;

/** The fields the organization lets members edit: its preference when set (unknown names ignored), else all. */
export function memberEditableFields(preferences: { memberEditableFields?: unknown } | null | undefined): readonly SelfEditableField[] {
  const chosen = preferences?.memberEditableFields;
  if (!Array.isArray(chosen)) return MEMBER_SELF_EDITABLE;
  return MEMBER_SELF_EDITABLE.filter((f) => chosen.includes(f));
}

/**
 * MISSING_ADDRESS_INFO: the residence lacks its street line, city or zip.
 * My-data flags it; operations that need an address refuse with that code.
 */
export function missingAddressInfo(member: { residence?: Partial<Address> | null } | null | undefined): boolean {
  const r = member?.residence;
  return !r || ![r.line, r.city, r.zip].every((v) => typeof v === 'string' && v.trim() !== '');
}
