import { z } from 'zod';
import { defineContract } from './contract';
import { FILE_UPLOAD_MAX_BODY, fileUploadFields } from '../files/fileUpload';
import { POLICY_KINDS, policyAcceptanceSchema, publishedPolicySchema } from '../settings/policies';

// Privacy and newsletter policies: the settings roles publish versioned documents, members accept the
// current version at their next visit. (The admin's record of an acceptance, PATCH /v1/members/policy, and the
// member's own call GET /v1/members/confirm-policy, which accepts the current privacy policy, are in members.ts.)

const kindHeader = z.object({ kind: z.enum(POLICY_KINDS, { error: 'validation.notAllowed' }).describe('privacy or newsletter') });

export const publishPolicyContract = defineContract({
  method: 'POST',
  path: '/v1/settings/publish-policy',
  summary: 'Publishes a new version of the privacy or newsletter policy (a PDF or image); members accept it at their next visit.',
  description:
    'The document is checked and stored like every file (10 MB, type read from the bytes). The version goes up by one; ' +
    'the previous document stays stored (acceptances name their version). Audited.',
  access: 'settings.manage',
  scope: 'organization',
  headers: kindHeader,
  body: z.object(fileUploadFields),
  maxBodyBytes: FILE_UPLOAD_MAX_BODY,
  answer: publishedPolicySchema.extend({ kind: z.enum(POLICY_KINDS) }).strict(),
});

export const myPoliciesContract = defineContract({
  method: 'GET',
  path: '/v1/profile/policies',
  summary: 'The policies the signed-in member still has to accept (their current version and file), with what they accepted.',
  access: 'profile.update',
  scope: 'own',
  answer: z.strictObject({
    toAccept: z.array(publishedPolicySchema.extend({ kind: z.enum(POLICY_KINDS) }).strict()),
    accepted: z.partialRecord(z.enum(POLICY_KINDS), policyAcceptanceSchema.strict()),
  }),
  errors: ['USER_NOT_FOUND'],
});

export const acceptPolicyContract = defineContract({
  method: 'POST',
  path: '/v1/profile/accept-policy',
  summary: 'The signed-in member accepts the current version of a policy; the date is recorded on their record.',
  description:
    'The version sent must be the current one (a screen left open across a new publication gets NOT_FOUND and asks ' +
    'again). Accepting the privacy policy also sets privacyAcceptedAt.',
  access: 'profile.update',
  scope: 'own',
  headers: kindHeader,
  body: z.object({ version: z.number({ error: 'validation.number' }).int().positive() }),
  answer: policyAcceptanceSchema.extend({ kind: z.enum(POLICY_KINDS) }).strict(),
  errors: ['NOT_FOUND', 'USER_NOT_FOUND'],
});
