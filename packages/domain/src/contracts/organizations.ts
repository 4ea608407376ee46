import { z } from 'zod';
import { PLANS } from '../constants';
import { defineContract } from './contract';

// Organizations (spec §7 Organizations).

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
