import { z } from 'zod';
import { EXPORT_FORMATS } from '../constants';
import { docId, isoDate } from '../entities/common';
import { QR_TYPES } from './campaign';

/**
 * Campaign analytics. The numbers are counted as things happen, never by reading every registration or
 * scan again: each registration and each VALID scan raises its campaign's counters of the day
 * (`campaigns/{id}/stats/{YYYY-MM-DD}`, Italy's day) in the commit that makes it. A view then reads one small document
 * per campaign and day.
 */

/** The most campaigns one cross-campaign view reads (the newest by start date within the range). */
export const ANALYTICS_CAMPAIGNS_MAX = 100;

/** A registration's source as counted: the `utm_source` it came with, trimmed and lower-case, or `direct`. */
export function sourceKey(source: string | null | undefined): string {
  const s = (source ?? '').trim().toLowerCase().slice(0, 40);
  return s || 'direct';
}

/** One campaign's counters of one day, as stored. */
export interface CampaignDayStats {
  day: string;
  registrations?: number;
  /** registrations by source (sourceKey) */
  sources?: Record<string, number>;
  /** ACCESS: VALID scans (each code counts once: a second scan is ALREADY_USED) */
  checkIns?: number;
  /** FIDELITY: points given (FIDELITY_SCAN_POINTS per VALID scan) */
  points?: number;
}

/**
 * The share of registrants who never came: for an ACCESS campaign that has ended, registrations without a check-in
 * over registrations; null while it runs, for FIDELITY, or with nobody registered.
 */
export function noShowRate(c: { qrType: (typeof QR_TYPES)[number]; ended: boolean; registered: number; checkIns: number }): number | null {
  if (c.qrType !== 'ACCESS' || !c.ended || c.registered === 0) return null;
  return Math.max(0, c.registered - c.checkIns) / c.registered;
}

const count = z.number().int().nonnegative();

export const analyticsAnswer = z.strictObject({
  campaigns: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      qrType: z.enum(QR_TYPES),
      tags: z.array(z.string()),
      registered: count,
      /** places: the campaign's maximum or the plan's limit, the smaller (null: no limit) */
      cap: count.nullable(),
      checkIns: count,
      points: count,
      noShowRate: z.number().min(0).max(1).nullable(),
    }),
  ),
  /** day by day over the campaigns shown (days with nothing left out) */
  days: z.array(z.strictObject({ day: z.string(), registrations: count, checkIns: count, points: count })),
  sources: z.array(z.strictObject({ source: z.string(), registrations: count })),
  tags: z.array(z.strictObject({ tag: z.string(), registrations: count })),
});
export type CampaignAnalytics = z.infer<typeof analyticsAnswer>;

/** Sums the days of many campaigns into the view's series and totals (pure: the endpoint and its tests share it). */
export function sumDays(perCampaign: readonly (readonly CampaignDayStats[])[]) {
  const days = new Map<string, { day: string; registrations: number; checkIns: number; points: number }>();
  const sources = new Map<string, number>();
  for (const list of perCampaign)
    for (const d of list) {
      const row = days.get(d.day) ?? { day: d.day, registrations: 0, checkIns: 0, points: 0 };
      row.registrations += d.registrations ?? 0;
      row.checkIns += d.checkIns ?? 0;
      row.points += d.points ?? 0;
      days.set(d.day, row);
      for (const [s, n] of Object.entries(d.sources ?? {})) sources.set(s, (sources.get(s) ?? 0) + n);
    }
  return {
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    // the most first; equal counts by name, so the order never depends on how a map was read
    sources: [...sources.entries()]
      .map(([source, registrations]) => ({ source, registrations }))
      .sort((a, b) => b.registrations - a.registrations || a.source.localeCompare(b.source)),
  };
}

/** The analytics as a file: a row per campaign (Italian headers like every export). */
export const ANALYTICS_COLUMNS = [
  { key: 'name', header: 'Campagna', kind: 'text' },
  { key: 'startDate', header: 'Inizio', kind: 'date' },
  { key: 'endDate', header: 'Fine', kind: 'date' },
  { key: 'qrType', header: 'Tipo QR', kind: 'text' },
  { key: 'registered', header: 'Iscritti', kind: 'number' },
  { key: 'cap', header: 'Posti', kind: 'number' },
  { key: 'checkIns', header: 'Ingressi', kind: 'number' },
  { key: 'points', header: 'Punti', kind: 'number' },
  { key: 'noShowRate', header: 'Assenti %', kind: 'number' },
] as const;

/** The campaigns a view covers: one (id), or those starting within from…to (either end open). */
export const analyticsScope = z
  .object({
    id: docId.optional().describe('one campaign; absent: the campaigns of the range'),
    from: isoDate.optional().describe('campaigns starting on or after this day'),
    to: isoDate.optional().describe('campaigns starting on or before this day'),
  })
  // a reversed range is a mistake to point out, not a question whose answer is "no campaigns"
  .refine((h) => !h.from || !h.to || h.from <= h.to, { path: ['to'], message: 'validation.endBeforeStart' });

export const analyticsExportRequest = analyticsScope.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'validation.required' }),
});
