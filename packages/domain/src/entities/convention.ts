import { z } from 'zod';
import { isoDate } from './common';
import { isoPlusDays } from '../locale/dates';
import { normalizeSearch, prefixTokens } from '../lists/searchTokens';
import { storedDocumentSchema } from '../files/storedDocument';

/** Company: belongs to a group or is external. Stored as list values of the company types. */
export const companyInput = z.object({
  code: z.string().trim().min(1).max(30),
  name: z.string().trim().min(1).max(200),
  group: z.string().nullable(),
});

/** A convention ends within this many days: the list and the detail mark it as expiring. */
export const CONVENTION_EXPIRING_DAYS = 30;
/** The most documents one convention holds. */
export const MAX_CONVENTION_DOCUMENTS = 20;

const text = (max: number) => z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong');

/**
 * Convention as the admin form and the API write it: an end date unless perpetual, never before the start.
 * The company is a list value of one of the company lists (checked by the server against the organization's).
 */
export const conventionInput = z
  .object({
    name: text(200).min(1, 'validation.required'),
    description: text(5000).default(''),
    notes: text(5000).default(''),
    startDate: isoDate,
    endDate: isoDate.nullable().default(null),
    perpetual: z.boolean().default(false),
    company: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(1500, 'validation.tooLong'),
  })
  .superRefine((c, ctx) => {
    if (c.perpetual) return;
    if (!c.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.required' });
    else if (c.endDate < c.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.endBeforeStart' });
  })
  // a perpetual convention has no end date, whatever the form still held
  .transform((c) => ({ ...c, endDate: c.perpetual ? null : c.endDate }));
export type ConventionInput = z.output<typeof conventionInput>;

/** One document of a convention: its file is in the storage module (files/), served by a signed link. */
export const conventionDocumentSchema = storedDocumentSchema;
export type ConventionDocument = z.infer<typeof conventionDocumentSchema>;

/** A convention as the API answers it. */
export const conventionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  notes: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  perpetual: z.boolean(),
  company: z.string(),
  documents: z.array(conventionDocumentSchema),
});
export type Convention = z.infer<typeof conventionSchema>;

/** A stored convention document as the API answers it and the screens show it (missing optional fields filled in). */
export function conventionFromStored(id: string, d: Record<string, unknown>): Convention {
  return {
    id,
    name: (d.name as string | undefined) ?? '',
    description: (d.description as string | undefined) ?? '',
    notes: (d.notes as string | undefined) ?? '',
    startDate: (d.startDate as string | undefined) ?? '',
    endDate: (d.endDate as string | null | undefined) ?? null,
    perpetual: d.perpetual === true,
    company: (d.company as string | undefined) ?? '',
    documents: (d.documents as ConventionDocument[] | undefined) ?? [],
  };
}

export const CONVENTION_STATES = ['upcoming', 'active', 'expiring', 'expired'] as const;
export type ConventionState = (typeof CONVENTION_STATES)[number];

/** Where a convention stands today: not started, running, ending within CONVENTION_EXPIRING_DAYS, or over. */
export function conventionState(c: Pick<Convention, 'startDate' | 'endDate' | 'perpetual'>, today: string): ConventionState {
  if (c.startDate > today) return 'upcoming';
  if (c.perpetual || !c.endDate) return 'active';
  if (c.endDate < today) return 'expired';
  return c.endDate <= isoPlusDays(today, CONVENTION_EXPIRING_DAYS) ? 'expiring' : 'active';
}

/** The list fields stored with a convention: found by the start of its name or any word of it; sorted by name and by end (perpetual last). */
export function conventionListFields(c: { name: string; endDate: string | null }) {
  return {
    searchTokens: prefixTokens([c.name], [c.name]),
    sortKeys: { name: normalizeSearch(c.name), end: c.endDate ?? '9999-12-31' },
  };
}
