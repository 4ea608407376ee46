import { z } from 'zod';
import { LIST_TYPES, listValueSchema } from '../entities/organization';
import { defineContract } from './contract';

export const allConfigsContract = defineContract({
  method: 'GET',
  path: '/v1/configs/all',
  summary: "The organization's list values by type, each sorted by name.",
  description: 'groups, sections, categories, marital, group_companies, ext_companies, conv_companies.',
  access: 'configs.read',
  scope: 'organization',
  answer: z.strictObject(
    Object.fromEntries(LIST_TYPES.map((t) => [t, z.array(listValueSchema.loose())])) as {
      [K in (typeof LIST_TYPES)[number]]: z.ZodArray<ReturnType<typeof listValueSchema.loose>>;
    },
  ),
});
