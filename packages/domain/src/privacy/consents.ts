import { z } from 'zod';
import { docId } from '../entities/common';
import { dateField } from '../fields/dates';
import { todayInItaly } from '../locale/dates';
import { memberPath } from '../paths';

/**
 * A member's consents (GDPR art. 7: the association must be able to show who consented to what, when, on which text):
 * every consent given or withdrawn is one record appended under the member, never changed afterwards
 * (`organizations/{org}/members/{memberId}/consents/{id}`). The member document keeps the current state the rest of
 * the product reads (privacy: `privacyAcceptedAt` and `policies.privacy`; marketing: `newsletter`, which mailshots
 * read, and `policies.newsletter`; photo: `photoConsent`), and every path that changes it appends the record in the
 * same write (functions/src/consents/consentRecord.ts).
 */
export const CONSENT_KINDS = ['privacy', 'marketing', 'photo'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** What a member may switch on and off themselves: withdrawing the privacy consent means asking for erasure. */
export const MEMBER_TOGGLED_CONSENTS = ['marketing', 'photo'] as const satisfies readonly ConsentKind[];
export type MemberToggledConsent = (typeof MEMBER_TOGGLED_CONSENTS)[number];

/**
 * Where the consent was given or withdrawn: the signup form, the personal area, the back office (its member form, a
 * paper form recorded by an admin), a campaign's registration page, the policy prompt at sign-in, a members' file
 * upload, a newsletter's unsubscribe link.
 */
export const CONSENT_SOURCES = [
  'signup',
  'personalArea',
  'backOffice',
  'paperForm',
  'campaign',
  'policyPrompt',
  'upload',
  'unsubscribe',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Who recorded it: the member themselves, an administrator (their sign-in and role), or the system (a link, a job). */
export const consentRecorder = z.strictObject({
  kind: z.enum(['member', 'admin', 'system']),
  uid: z.string().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable().describe('the administrator’s sign-in, so the record names who wrote it'),
});
export type ConsentRecorder = z.infer<typeof consentRecorder>;

/** One stored consent record (timestamps as ISO strings in answers). */
export const consentRecordSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  given: z.boolean().describe('true: given, false: withdrawn'),
  version: z.number().int().positive().nullable().describe('the published policy version it refers to, when there is one'),
  source: z.enum(CONSENT_SOURCES),
  recordedBy: consentRecorder,
  at: z.string().describe('ISO date-time'),
  /** for a paper form: the day written on it (YYYY-MM-DD), which may be before the day it was recorded */
  signedOn: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The consents subcollection of a member, and its path. */
export const CONSENTS_COLLECTION = 'consents';
export const memberConsentsPath = (orgId: string, memberId: string) => `${memberPath(orgId, memberId)}/${CONSENTS_COLLECTION}`;

/** Which policy's version a consent kind refers to (the organization's `policies.<kind>`), if any. */
export const CONSENT_POLICY: Record<ConsentKind, 'privacy' | 'newsletter' | null> = {
  privacy: 'privacy',
  marketing: 'newsletter',
  photo: null,
};

/**
 * Whether a signup's privacy consent names a version that exists: the one the form linked, the organization's published
 * one or an earlier one (published meanwhile: the member accepted what they were shown, and is asked for the new one
 * at sign-in), or null when none is published. A version never published is POLICY_CHANGED (the page is out of date).
 */
export function signupPrivacyRefusal(publishedVersion: number | null, shown: number | null): 'POLICY_CHANGED' | null {
  if (shown === null) return null;
  return publishedVersion !== null && shown <= publishedVersion ? null : 'POLICY_CHANGED';
}

/** The current state of each consent as the member document holds it. */
export interface ConsentState {
  privacy: boolean;
  marketing: boolean;
  photo: boolean;
}

export function consentStateOf(member: Record<string, unknown> | null | undefined): ConsentState {
  return {
    privacy: member?.privacyAcceptedAt !== undefined && member?.privacyAcceptedAt !== null,
    marketing: member?.newsletter === true,
    photo: member?.photoConsent === true,
  };
}

/** Body of POST /v1/profile/consent: the member gives or withdraws marketing or photo consent. */
export const myConsentInput = z.strictObject({
  kind: z.enum(MEMBER_TOGGLED_CONSENTS, { error: 'validation.notAllowed' }),
  given: z.boolean(),
});
export type MyConsentInput = z.infer<typeof myConsentInput>;

/** Body of POST /v1/privacy/record-consent: an administrator records a consent from a signed paper form. */
export const recordConsentInput = z.strictObject({
  id: docId.describe('the member'),
  kind: z.enum(CONSENT_KINDS, { error: 'validation.notAllowed' }),
  given: z.boolean(),
  signedOn: dateField
    .refine((iso) => iso <= todayInItaly(), 'validation.date')
    .describe('the day written on the form (not after today), YYYY-MM-DD or dd/MM/yyyy'),
});
export type RecordConsentInput = z.infer<typeof recordConsentInput>;
