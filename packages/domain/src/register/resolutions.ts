import { z } from 'zod';
import type { RegisterContent, RegisterEntry } from './entry';
import { storedWithDefaults } from '../storedWithDefaults';

/**
 * Board resolutions of admissions (delibere di ammissione): whether the association's statute asks for one for every
 * admission, and which admissions still lack theirs. An admission (or opening) entry has its resolution when it carries
 * one itself, or when a later correction naming it (`corrects`) carries one.
 */

/** The register's own settings (`register/settings`), beside its head. */
export const registerSettingsSchema = z.strictObject({
  /** the statute requires a board resolution for every admission: the screen lists those still without one */
  resolutionRequired: z.boolean(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

export const DEFAULT_REGISTER_SETTINGS: RegisterSettings = { resolutionRequired: false };

/** The stored settings with the defaults filled in (a register never set, an odd stored value). */
export const registerSettingsOf = (stored: unknown): RegisterSettings =>
  storedWithDefaults(registerSettingsSchema.shape, DEFAULT_REGISTER_SETTINGS, stored);

/** An admission or opening entry written without its resolution. */
export const lacksResolution = (e: Pick<RegisterContent, 'kind' | 'resolution'>): boolean =>
  (e.kind === 'admission' || e.kind === 'opening') && e.resolution === null;

/** The entry whose resolution this one records (a correction carrying one), or null. */
export const resolutionFor = (e: Pick<RegisterContent, 'kind' | 'resolution' | 'corrects'>): number | null =>
  e.kind === 'correction' && e.resolution !== null && e.corrects !== null ? e.corrects : null;

/** What the list of admissions without a resolution keeps of each (`registerUnresolved/{entry id}`). */
export interface UnresolvedAdmission {
  seq: number;
  kind: 'admission' | 'opening';
  memberId: string | null;
  surname: string | null;
  name: string | null;
  taxCode: string | null;
  /** YYYY-MM-DD */
  admissionDate: string | null;
}

export const unresolvedAdmission = (e: RegisterEntry): UnresolvedAdmission => ({
  seq: e.seq,
  kind: e.kind as UnresolvedAdmission['kind'],
  memberId: e.memberId,
  surname: e.surname,
  name: e.name,
  taxCode: e.taxCode,
  admissionDate: e.admissionDate,
});

/**
 * Follows entries in their order and keeps the admissions still without a resolution. Fed a page at a time, it holds
 * only the open admissions, never the whole register.
 */
export class UnresolvedTracker {
  private readonly open = new Map<number, UnresolvedAdmission>();

  add(e: RegisterEntry): void {
    if (lacksResolution(e)) this.open.set(e.seq, unresolvedAdmission(e));
    const resolved = resolutionFor(e);
    if (resolved !== null) this.open.delete(resolved);
  }

  /** The admissions without a resolution, by entry number. */
  list(): UnresolvedAdmission[] {
    return [...this.open.values()].sort((a, b) => a.seq - b.seq);
  }
}
