import { z } from 'zod';
import { docId } from '../entities/common';
import { publicInfoSchema } from '../entities/organization';
import { orgThemeSchema } from '../settings/orgTheme';
import { defineContract } from './contract';

/** Public calls name their organization in header `org`; without it, the deployment's default organization. */
export const orgHeader = z.object({ org: docId.optional().describe("the organization id; without it the deployment's default") });

export const publicInfoContract = defineContract({
  method: 'GET',
  path: '/v1/website/public-info',
  summary: "The organization's public info, legal links, logo and colours included (no sign-in).",
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  answer: z.strictObject({
    result: publicInfoSchema.extend({
      id: z.string(),
      logo: z.string().optional().describe('data:image/png;base64,… (settings upload-logo), absent without one'),
      theme: orgThemeSchema.optional().describe("the association's brand palette on its own address; absent: Tessera's"),
      privacyPolicy: z
        .strictObject({ version: z.number().int().positive(), url: z.string() })
        .nullable()
        .describe(
          'the privacy policy published in Settings (its version and a link to its file); null: none, the signup links `policy_link`',
        ),
    }),
  }),
  errors: ['NOT_FOUND'],
});

export const categoriesContract = defineContract({
  method: 'GET',
  path: '/v1/website/categories',
  summary: 'The signup offers: the categories marked as offered.',
  description: 'Amounts in euro, not cents.',
  access: 'public',
  scope: 'none',
  headers: orgHeader,
  answer: z.strictObject({
    categories: z.array(z.strictObject({ _id: z.string(), name: z.string(), amount: z.number().describe('euro') })),
  }),
  errors: ['NOT_FOUND'],
});
