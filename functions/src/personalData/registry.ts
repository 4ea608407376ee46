import type { DocumentData } from 'firebase-admin/firestore';

/**
 * Where a member's personal data lives, as the areas that keep it register it (each from its own wiring file, as they
 * register their routes and member reactions). Two mechanisms read this registry and import no area:
 *
 * - the member's copy of their data (access and portability): every registered section's `collect`;
 * - the erasure of a member (and the retention job that erases former members): every registered `erase`, which
 *   removes or irreversibly anonymizes what the area copied of the member, keeping only what the law makes the
 *   association keep (fiscal records: payments, receipts, invoices, credit notes).
 *
 * An area that copies member data somewhere new registers it here, or the copy outlives an erasure.
 */

/** Which member, in which organization. */
export interface PersonalDataSubject {
  orgId: string;
  memberId: string;
  /** the member document as it is before anything is erased (null: already gone) */
  member: DocumentData | null;
}

/** One section of a member's copy of their data: what the area holds about them, as plain JSON. */
export interface PersonalDataSection {
  /** stable key of the section in the machine-readable file (`payments`, `registrations` …) */
  name: string;
  collect(subject: PersonalDataSubject): Promise<unknown>;
}

/** What an erasure does in one area. */
export interface PersonalDataEraser {
  /** for logs and the erasure's report: which area */
  name: string;
  /**
   * Removes or anonymizes the member's data the area holds. Runs again safely: a second run finds nothing left to
   * erase. Answers how many documents it changed, for the erasure's report (counts only, never personal data).
   */
  erase(subject: PersonalDataSubject): Promise<number>;
  /**
   * For an eraser that finds the member's documents by keys their writers keep beside what they copied: writes those
   * keys on the organization's documents stored before the writers kept them (scripts/backfill-erasure-keys.ts), so
   * the eraser finds them too. Idempotent: answers how many documents it wrote, none on a second run.
   */
  backfillKeys?(orgId: string): Promise<number>;
}

const sections: PersonalDataSection[] = [];
const erasers: PersonalDataEraser[] = [];

export function registerPersonalDataSection(section: PersonalDataSection): void {
  if (sections.some((s) => s.name === section.name)) throw new Error(`personal data section ${section.name} twice`);
  sections.push(section);
}

export function registerPersonalDataEraser(eraser: PersonalDataEraser): void {
  if (erasers.some((e) => e.name === eraser.name)) throw new Error(`personal data eraser ${eraser.name} twice`);
  erasers.push(eraser);
}

export function personalDataSections(): readonly PersonalDataSection[] {
  return sections;
}

export function personalDataErasers(): readonly PersonalDataEraser[] {
  return erasers;
}
