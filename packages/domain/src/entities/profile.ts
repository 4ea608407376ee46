import { z } from 'zod';
import { ROLES } from '../roles';
import { docId, email } from './common';
import { phoneField } from '../fields/phone';
import { ownMemberPatch } from '../users/ownMember';

/** A profile: one sign-in's role in one organization. */
export const profileSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email,
  orgId: z.string(),
  orgName: z.string(),
  role: z.enum(ROLES),
  groups: z.array(z.string()),
  memberId: z.string().nullable(),
  display_name: z.string(),
  /** an administrator's profile whose sign-in was invited and has not signed in yet (settings → administrators) */
  invited: z.boolean().optional(),
  /** a member profile whose sign-in has been used: its member shows "signed in" (stamped once, at validation) */
  signedIn: z.boolean().optional(),
  /** its organization is suspended (organizations/status): the profile can be neither chosen nor used */
  suspended: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The sign-in account shared by its profiles. */
export const accountSchema = z.object({
  uid: z.string(),
  email,
  phone_number: z.string().nullable(),
  mfa: z.boolean(),
  last_mfa: z.number().int().nonnegative(),
  lang: z.enum(['it', 'en']).nullable(),
  profileIds: z.array(z.string()),
});
export type Account = z.infer<typeof accountSchema>;

/** PATCH /v1/profile/patch: what a user may change on their own account. */
export const profilePatchInput = z
  .object({
    lang: z.enum(['it', 'en']).optional(),
    phone_number: phoneField.nullable().optional(),
    display_name: z.string().trim().min(1, 'validation.required').max(80).optional(),
    /** the member's own record (my-data): the fields the organization lets members edit */
    member: ownMemberPatch.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'validation.emptyPatch');
export type ProfilePatchInput = z.infer<typeof profilePatchInput>;
/** What a client sends (address lines may be left out: they default to ''). */
export type ProfilePatchBody = z.input<typeof profilePatchInput>;

/** POST /auth/choose-profile */
export const chooseProfileInput = z.object({ profileId: z.string().min(1, 'validation.profileRequired').pipe(docId) });
