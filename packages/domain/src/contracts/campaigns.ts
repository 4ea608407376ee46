import { z } from 'zod';
import { campaignFormField, campaignInput, QR_TYPES, registrationInput } from '../campaigns/campaign';
import { docId } from '../entities/common';
import { POLICY_KINDS } from '../settings/policies';
import { registrationsExportRequest } from '../campaigns/registrationsExport';
import { analyticsAnswer, analyticsExportRequest, analyticsScope } from '../campaigns/analytics';
import { defineContract } from './contract';
import { extractionAnswer } from './exports';

// Campaigns: the back office's campaigns and their public registration page.

const idHeader = z.object({ id: docId.describe('the campaign') });

export const saveCampaignContract = defineContract({
  method: 'POST',
  path: '/v1/campaigns/one',
  summary: 'Creates a campaign, or with header id changes one (every field, as the form sends them).',
  description:
    "A new campaign counts against the plan's campaigns per month (Italy's calendar month; QUOTAS_EXCEEDED beyond, " +
    'counted in the transaction that creates it). The header is rich text, sanitized with an allow-list before it is ' +
    'stored. An edit never leaves fewer places than are taken (`body.maxParticipants`: validation.seatsBelowEnrolled). ' +
    "A campaign made as the month's n-th under a higher plan, n above the present plan's limit, is read-only " +
    '(QUOTAS_EXCEEDED). Audited.',
  access: 'campaigns.manage',
  scope: 'organization',
  headers: z.object({ id: docId.optional().describe('the campaign to change; absent: a new one') }),
  body: campaignInput,
  answer: z.strictObject({ id: z.string() }),
  errors: ['QUOTAS_EXCEEDED', 'NOT_FOUND', 'PRIVACY_POLICY_REQUIRED'],
});

export const deleteCampaignContract = defineContract({
  method: 'DELETE',
  path: '/v1/campaigns/one',
  summary: 'Deletes a campaign that has no registration (SALE_HAS_REGISTRATIONS otherwise). Audited.',
  access: 'campaigns.manage',
  scope: 'organization',
  headers: idHeader,
  answer: z.strictObject({ deleted: z.literal(true) }),
  errors: ['NOT_FOUND', 'SALE_HAS_REGISTRATIONS'],
});

const publicHeaders = z.object({
  org: docId.describe('the organization'),
  id: docId.describe('the campaign'),
});

export const publicCampaignContract = defineContract({
  method: 'GET',
  path: '/v1/campaigns/public',
  summary: "A published campaign's public page: what it is, its form, the policies to accept, whether places are left.",
  description:
    'No sign-in. An unpublished or unknown campaign is NOT_FOUND. The header is sanitized rich text. `privacy` is the ' +
    "organization's current privacy policy, which every registrant accepts; null while none is published: the page " +
    'takes no registration then.',
  access: 'public',
  scope: 'none',
  headers: publicHeaders,
  answer: z.strictObject({
    organization: z.string().describe("the organization's public name"),
    campaign: z.strictObject({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      place: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      ctaText: z.string(),
      headerHtml: z.string(),
      qrType: z.enum(QR_TYPES),
      formFields: z.array(campaignFormField),
      privacy: z
        .strictObject({
          version: z.number().int().positive().describe('to send back as `consent.policyVersion`'),
          url: z.string().describe('a short-lived link to read the document'),
        })
        .nullable(),
      /** the other policies the campaign asks to accept (the privacy policy is `privacy`) */
      policies: z.array(
        z.strictObject({
          kind: z.enum(POLICY_KINDS),
          version: z.number().int().positive(),
          url: z.string().describe('a short-lived link to read the document'),
        }),
      ),
      /** no place left (the campaign's maximum or the plan's limit) */
      full: z.boolean(),
      /** over: its end date is past */
      ended: z.boolean(),
    }),
  }),
  errors: ['NOT_FOUND'],
});

export const registerCampaignContract = defineContract({
  method: 'POST',
  path: '/v1/campaigns/register',
  summary: "Registers for a published campaign (no sign-in); the confirmation email carries the registrant's QR.",
  description:
    "Answers are checked against the campaign's form (`body.answers.<field>`), every policy it asks for must be " +
    'accepted (`body.accepted`: validation.mustAccept), and the privacy policy by the version the page showed ' +
    "(`body.consent.policyVersion`, stored with the server time as the registration's `consent`): " +
    'PRIVACY_POLICY_REQUIRED while the organization has none published, POLICY_CHANGED when a newer one was published ' +
    'meanwhile. Places are taken in a transaction: never more registrations ' +
    "than the campaign's maximum (MAX_SALES_REACHED) or the plan's limit per campaign (QUOTAS_EXCEEDED). The same " +
    'email again: EMAIL_ALREADY_USED, or — when the campaign merges duplicates — the answers replaced (`merged`). Rate ' +
    'limited per address and per email (TOO_MANY_REQUESTS). A filled honeypot is answered like a success and stored ' +
    'nowhere.',
  access: 'public',
  scope: 'none',
  headers: publicHeaders,
  body: registrationInput,
  answer: z.strictObject({ registered: z.literal(true), merged: z.boolean() }),
  errors: [
    'NOT_FOUND',
    'MAX_SALES_REACHED',
    'QUOTAS_EXCEEDED',
    'EMAIL_ALREADY_USED',
    'TOO_MANY_REQUESTS',
    'NOT_ENABLED',
    'PRIVACY_POLICY_REQUIRED',
    'POLICY_CHANGED',
  ],
});

export const registrationsExportContract = defineContract({
  method: 'POST',
  path: '/v1/campaigns/registrations-export',
  summary: "A campaign's registrations as a file: XLSX, CSV (`;`, BOM) or TXT (tab, BOM).",
  description:
    'Surname, name, email, source, language, points and day of registration, the privacy consent (time in Italy and ' +
    'version of the policy accepted), then one column per field of the ' +
    "campaign's form (its label); sorted by surname and name; text neutralized against formula injection. None: a " +
    'header-only file and `count` 0.',
  access: 'campaigns.manage',
  scope: 'organization',
  body: registrationsExportRequest,
  answer: extractionAnswer,
  errors: ['NOT_FOUND'],
});

export const campaignAnalyticsContract = defineContract({
  method: 'GET',
  path: '/v1/campaigns/analytics',
  summary: 'The numbers of one campaign (header id) or of the campaigns starting within from…to: registrations, check-ins, points.',
  description:
    'Registrations and check-ins (ACCESS) or points (FIDELITY) day by day, registrations by source and by tag, places ' +
    'filled against the cap, and the no-show rate of ACCESS campaigns that have ended. Counted as registrations and ' +
    'scans happen (a document per campaign and day), so a view reads no registration. Without id: the ' +
    'ANALYTICS_CAMPAIGNS_MAX newest by start date within the range.',
  access: 'campaigns.manage',
  scope: 'organization',
  headers: analyticsScope,
  answer: analyticsAnswer,
  errors: ['NOT_FOUND'],
});

export const campaignAnalyticsExportContract = defineContract({
  method: 'POST',
  path: '/v1/campaigns/analytics-export',
  summary: 'The analytics as a file, a row per campaign: XLSX, CSV (`;`, BOM) or TXT (tab, BOM).',
  description:
    'The campaigns of GET /v1/campaigns/analytics (one, or the newest of the range) with registrations, places, ' +
    'check-ins, points and the no-show rate in percent; Italian headers; text neutralized against formula injection.',
  access: 'campaigns.manage',
  scope: 'organization',
  body: analyticsExportRequest,
  answer: extractionAnswer,
  errors: ['NOT_FOUND'],
});
