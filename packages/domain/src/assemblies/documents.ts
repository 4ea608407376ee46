import { z } from 'zod';
import { storedDocumentSchema } from '../files/storedDocument';

/**
 * The documents of an assembly (the accounts to approve, a report): attached while it is a DRAFT, to the assembly as a
 * whole or to one agenda item, and fixed with the agenda once convened. The files are stored files (files/), the
 * assembly lists them, and anyone who reads the assembly gets a short-lived link to each through the API.
 */
export const ASSEMBLY_DOCUMENTS_MAX = 20;

export const assemblyDocument = storedDocumentSchema.extend({
  /** the agenda item it belongs to, or null: the assembly as a whole */
  itemId: z.string().nullable(),
});
export type AssemblyDocument = z.infer<typeof assemblyDocument>;

/** An assembly's documents as stored: assemblies written before documents existed have none. */
export const documentsOf = (a: { documents?: AssemblyDocument[] | null }): AssemblyDocument[] => a.documents ?? [];

/**
 * The documents kept attached to the items they belonged to when a draft's agenda is rewritten: items are numbered
 * by position, so an item moved or removed would otherwise carry another item's documents. A document follows its
 * item's title; when no item has that title any more it belongs to the whole assembly.
 */
export function reattach(
  documents: AssemblyDocument[],
  before: { id: string; title: string }[],
  after: { id: string; title: string }[],
): AssemblyDocument[] {
  return documents.map((d) => {
    if (d.itemId === null) return d;
    const title = before.find((i) => i.id === d.itemId)?.title;
    return { ...d, itemId: after.find((i) => i.title === title)?.id ?? null };
  });
}

/** The one rule for a video meeting's address: https, no spaces, at most 500 characters. */
export const MEETING_URL_MAX = 500;
export const isMeetingUrl = (v: string) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v) && v.length <= MEETING_URL_MAX;
export const meetingUrl = z.string().trim().refine(isMeetingUrl, 'validation.httpsUrl');
