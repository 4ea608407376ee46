import { z } from 'zod';
import { isoDate } from './common';

/** Company (spec §3): belongs to a group or is external. Stored as list values of the company types. */
export const companyInput = z.object({
  code: z.string().trim().min(1).max(30),
  name: z.string().trim().min(1).max(200),
  group: z.string().nullable(),
});

/** Convention with a company (spec §3); documents are files served by the API. */
export const conventionInput = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000).default(''),
  notes: z.string().max(5000).default(''),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  perpetual: z.boolean().default(false),
  company: z.string().min(1),
  documents: z.array(z.object({ name: z.string().min(1), fileId: z.string().min(1) })).default([]),
});
