import { isDeepStrictEqual } from 'node:util';
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import type { Change, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { ARCHIVE_IMPORT_FIELD } from '@tessera/domain/archive/manifest';
import { orgCol } from '@tessera/domain/paths';
import { db } from './admin';

/**
 * What the one-trigger-per-collection mechanisms share (the member trigger in memberReactions/, the payment trigger
 * in paymentReactions/): the areas register reactions, and one Firestore trigger runs those a write concerns, side
 * by side, where one function per reaction would each be invoked (and billed) on every write.
 */

/** One write of a document, as every reaction sees it. */
export interface DocumentWrite {
  /** the event's id: the same for every reaction, so each keys its own idempotence marker by it and its own name */
  eventId: string;
  /** the document's path, for logs */
  document: string;
  orgId: string;
  /** undefined: the document was just created */
  before: DocumentData | undefined;
  /** undefined: the document was deleted */
  after: DocumentData | undefined;
}

/** A Firestore write event of a document under `organizations/{orgId}/…` as the reactions see it. */
export function documentWriteOf(event: FirestoreEvent<Change<DocumentSnapshot> | undefined, { orgId: string }>): DocumentWrite {
  return {
    eventId: event.id,
    document: event.document,
    orgId: event.params.orgId,
    before: event.data?.before.data(),
    after: event.data?.after.data(),
  };
}

export interface Reaction<W extends DocumentWrite> {
  /** for logs: which reaction failed */
  name: string;
  /**
   * The document's top-level fields the reaction reads: an update changing none of them does not run it (a create or
   * a delete runs every reaction). Listing too few would skip work that was due; list every field it reads.
   */
  fields: readonly string[];
  run(write: W): Promise<unknown>;
}

/** Adds a reaction to a registry's list, refusing a second one of the same name. */
export function addReaction<R extends { name: string }>(list: R[], reaction: R, what: string): void {
  if (list.some((r) => r.name === reaction.name)) throw new Error(`${what} ${reaction.name} registered twice`);
  list.push(reaction);
}

/** The top-level fields whose values differ between the two versions (compared deeply: maps, timestamps, arrays). */
export function changedFields(before: DocumentData, after: DocumentData): Set<string> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return new Set([...keys].filter((k) => !isDeepStrictEqual(before[k], after[k])));
}

/** The reactions a write concerns: all of them on a create or a delete, else those reading a changed field. */
export function concernedBy<R extends { fields: readonly string[] }>(
  list: readonly R[],
  write: Pick<DocumentWrite, 'before' | 'after'>,
): R[] {
  if (!write.before || !write.after) return [...list];
  const changed = changedFields(write.before, write.after);
  return list.filter((r) => r.fields.some((f) => changed.has(f)));
}

/**
 * Whether a write is the create of a document an association archive's import wrote (ARCHIVE_IMPORT_FIELD: a member
 * or a payment). The archive holds what the reactions derive from it (counters, register, reports sent) as it stood,
 * and the import writes the rest (archive/importJob.ts): its create runs no reaction. Nothing is read: the event
 * carries the mark.
 */
export const createdByImport = (write: Pick<DocumentWrite, 'before' | 'after'>): boolean =>
  !write.before && typeof write.after?.[ARCHIVE_IMPORT_FIELD] === 'string';

/**
 * Whether a delete is a failed import's cleanup taking back a document it wrote (archive/undoImport.ts): its create
 * derived nothing, so its delete has nothing to take back either. One read, only for a deleted document an import
 * wrote; the same document deleted from an import that succeeded runs every reaction.
 */
export async function undoneByFailedImport(write: Pick<DocumentWrite, 'orgId' | 'before' | 'after'>): Promise<boolean> {
  const job = write.after ? undefined : write.before?.[ARCHIVE_IMPORT_FIELD];
  if (typeof job !== 'string' || job === '') return false;
  return (await db.doc(`${orgCol(write.orgId, 'archiveJobs')}/${job}`).get()).get('status') === 'FAILED';
}

/** What a dispatch ran and which reactions failed (with their errors). */
export interface Dispatched {
  ran: string[];
  failed: { name: string; error: unknown }[];
}

/**
 * Runs the due reactions side by side and independently: one failing does not stop the others. Each is idempotent on
 * its own, so when the trigger then fails and the event comes again, those that succeeded change nothing the second
 * time.
 */
export async function runReactions<W extends DocumentWrite>(due: readonly Reaction<W>[], write: W): Promise<Dispatched> {
  const settled = await Promise.allSettled(due.map((r) => r.run(write)));
  const failed = settled.flatMap((s, i) => (s.status === 'rejected' ? [{ name: due[i]!.name, error: s.reason as unknown }] : []));
  return { ran: due.map((r) => r.name), failed };
}

/**
 * Ends a trigger's invocation after its reactions ran: each failure is logged, and the first fails the invocation, as
 * its own function would have, so the event comes again.
 */
export function failOnReactionErrors(what: string, document: string, { failed }: Dispatched): void {
  for (const f of failed) logger.error(`${what} ${f.name} failed`, { path: document, error: f.error });
  if (failed.length) throw failed[0]!.error;
}
