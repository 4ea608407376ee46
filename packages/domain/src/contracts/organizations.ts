import { z } from 'zod';
import { PLANS } from '../constants';
import { defineContract } from './contract';
import { docId } from '../entities/common';
import { organizationInput } from '../settings/organizations';
import { preferencesSchema, publicInfoSchema } from '../entities/organization';
import { hostnameSchema } from '../deployment/hosts';
import { HOSTS_FILE_PATH, HOSTS_FILE_SHARED_MAX_AGE, MAX_DEPLOYMENT_HOSTS } from '../deployment/hostsMap';

// Organizations.

const limit = z.number().int().nonnegative().nullable().describe('null: unlimited');

export const quotasContract = defineContract({
  method: 'GET',
  path: '/v1/organizations/quotas',
  summary: "The organization's plan and this month's use of its quotas, with the day each resets.",
  description:
    'Emails: the monthly counter the outbox keeps against the plan quota (code mails are counted apart and not here). ' +
    'Campaigns: those created this month against the plan limit; registrations: the limit per campaign. Months are ' +
    "Italy's calendar months; `resetsOn` is the first day of the next one.",
  access: 'settings.manage',
  scope: 'organization',
  answer: z.strictObject({
    plan: z.enum(PLANS),
    billing: z.enum(['monthly', 'annual']),
    month: z.string().describe('YYYY-MM'),
    resetsOn: z.string().describe('YYYY-MM-DD'),
    emails: z.strictObject({ used: z.number().int().nonnegative(), limit }),
    campaigns: z.strictObject({ used: z.number().int().nonnegative(), limit }),
    registrationsPerCampaign: z.strictObject({ limit }),
  }),
});

/** An organization as the platform's list shows it. */
const organizationRow = z.strictObject({
  id: z.string(),
  name: z.string(),
  plan: z.enum(PLANS),
  suspended: z.boolean(),
  members: z.number().int().nonnegative().describe('the member counter'),
});

/** Organizations one list answer holds: a platform runs tens to hundreds; the list says when there are more. */
export const ORGANIZATIONS_PAGE = 500;

export const listOrganizationsContract = defineContract({
  method: 'GET',
  path: '/v1/organizations/all',
  summary: 'Every organization of the installation with its plan, status and member count (platform admins).',
  description: `By name, at most ${ORGANIZATIONS_PAGE}; \`more\` says whether others follow.`,
  access: 'organizations.manage',
  scope: 'installation',
  answer: z.strictObject({ organizations: z.array(organizationRow), more: z.boolean() }),
});

export const createOrganizationContract = defineContract({
  method: 'POST',
  path: '/v1/organizations/create',
  summary: 'Creates an organization with its plan and its first general admin, who is invited by mail.',
  description:
    'The id is made from the name. The general admin is granted as settings add-admin grants one (an invitation for a ' +
    'new email, one more profile for an existing sign-in). Organization, admin and audit record land together or not at all.',
  access: 'organizations.manage',
  scope: 'installation',
  body: organizationInput,
  answer: z.strictObject({ id: z.string(), invited: z.boolean() }),
});

export const setOrganizationStatusContract = defineContract({
  method: 'PATCH',
  path: '/v1/organizations/status',
  summary: 'Suspends or reactivates an organization: a suspended organization’s users cannot sign in to it.',
  description:
    'Every profile of the organization carries the flag: validation no longer offers them, the API and the rules refuse ' +
    'their tokens at once. The platform’s own profiles are never suspended. Audited.',
  access: 'organizations.manage',
  scope: 'installation',
  headers: z.object({ id: docId.describe('the organization id') }),
  body: z.strictObject({ suspended: z.boolean() }),
  answer: z.strictObject({ id: z.string(), suspended: z.boolean() }),
  errors: ['NOT_FOUND'],
});

export const getOrganizationContract = defineContract({
  method: 'GET',
  path: '/v1/organizations/get',
  summary: 'The caller’s organization: public information, plan, preferences (with the defaults) and status.',
  access: 'dashboard.read',
  scope: 'organization',
  answer: z.strictObject({
    organization: z.strictObject({
      id: z.string(),
      publicInfo: publicInfoSchema,
      plan: z.enum(PLANS),
      preferences: preferencesSchema.passthrough(),
      suspended: z.boolean(),
    }),
  }),
});

export const checkTaxCodeContract = defineContract({
  method: 'GET',
  path: '/v1/organizations/check',
  summary: 'Whether a tax code belongs to a member of the caller’s organization.',
  description:
    'Answers only whether one exists (a local admin learns nothing else about a member outside its groups), and the ' +
    'member id when the member is within the caller’s scope.',
  access: 'members.read',
  scope: 'groups',
  // a lookup, not a new record: the stored codes are matched as they are (older records may fail today's check digit)
  headers: z.object({
    ssn: z
      .string({ error: 'validation.required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{11,16}$/, 'validation.taxCodeInvalid')
      .describe('a tax code as stored: 16 characters, or 11 digits'),
  }),
  answer: z.strictObject({
    member: z.boolean(),
    memberId: z.string().nullable().describe('null when none, or outside the caller’s groups'),
  }),
});

export const signedFileContract = defineContract({
  method: 'POST',
  path: '/v1/organizations/get-signed-file',
  summary: 'A short-lived link to a stored file, issued only when the caller may read it.',
  description:
    'The link is the file id a record names (a convention document’s `fileId`). What the caller may read follows the ' +
    'record that owns the file (a convention’s documents: the roles that read conventions). The answer’s `url` downloads ' +
    'the file with its original name until `expiresAt` (a few minutes); a file of another organization is NOT_FOUND.',
  access: 'profile.read',
  scope: 'organization',
  body: z.object({ link: docId.describe('the file id') }),
  answer: z.strictObject({ url: z.string(), expiresAt: z.string().describe('ISO date-time') }),
});

export const impersonateContract = defineContract({
  method: 'GET',
  path: '/v1/organizations/impersonate',
  summary: 'The platform admin acts inside an organization as its general admin, until POST /auth/end-impersonation.',
  description:
    'The caller’s claims name the organization with the general admin’s role and keep the platform’s own organization ' +
    '(`imp`); the client refreshes its ID token and validates again, and shows a banner with the way back. The start, ' +
    'every change made meanwhile (method and path) and the end are audited in that organization. NOT_FOUND for an ' +
    'unknown organization; the platform’s own organization is refused (INVALID_REQUEST at headers.id).',
  access: 'organizations.impersonate',
  scope: 'installation',
  headers: z.object({ id: docId.describe('the organization id') }),
  answer: z.strictObject({ refresh: z.literal(true), organization: z.strictObject({ id: z.string(), name: z.string() }) }),
  errors: ['NOT_FOUND'],
});

/** One association domain: the host and the organization whose pages it shows. */
const domainRow = z.strictObject({
  host: z.string().describe('lower-case, as a browser spells it (`xn--` for international names)'),
  org: z.string().describe('the organization id'),
});

export const listDomainsContract = defineContract({
  method: 'GET',
  path: '/v1/organizations/domains',
  summary: 'Every association domain of the installation, with the organization each leads to (platform admins).',
  description: `By host. The same map the web app reads from \`${HOSTS_FILE_PATH}\`, at most ${MAX_DEPLOYMENT_HOSTS}.`,
  access: 'organizations.manage',
  scope: 'installation',
  answer: z.strictObject({ domains: z.array(domainRow) }),
});

export const addDomainContract = defineContract({
  method: 'POST',
  path: '/v1/organizations/add-domain',
  summary: 'Leads a domain to an organization: its pages there open in the association’s look, signup joins it.',
  description:
    'The host is normalized (lower case, no trailing dot, international names in their `xn--` form); a scheme, port, ' +
    'path, IP address or single-label name is refused (INVALID_REQUEST, `validation.hostname`). One host leads to one ' +
    'organization: DOMAIN_ALREADY_USED when another holds it (the same one answers as done). NOT_FOUND for an unknown ' +
    `organization. Browsers see the change within ${HOSTS_FILE_SHARED_MAX_AGE / 60} minutes. The domain must also be ` +
    'connected to Firebase Hosting (docs/deploy.md). Audited in the organization.',
  access: 'organizations.manage',
  scope: 'installation',
  body: z.strictObject({ org: docId.describe('the organization id'), host: hostnameSchema }),
  answer: domainRow,
  errors: ['NOT_FOUND', 'DOMAIN_ALREADY_USED', 'QUOTAS_EXCEEDED'],
});

export const removeDomainContract = defineContract({
  method: 'POST',
  path: '/v1/organizations/remove-domain',
  summary: 'Takes a domain away from its organization: the address then shows the default organization.',
  description: 'NOT_FOUND when the host leads nowhere. Audited in the organization it led to.',
  access: 'organizations.manage',
  scope: 'installation',
  // as the list spells it: the emulators' demo hosts (`localhost`) are no public names, yet can be removed
  body: z.strictObject({
    host: z
      .string({ error: 'validation.required' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'validation.required', abort: true })
      .max(253, { error: 'validation.tooLong' }),
  }),
  answer: domainRow,
  errors: ['NOT_FOUND'],
});
