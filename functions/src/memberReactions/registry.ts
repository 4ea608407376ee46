import { isDeepStrictEqual } from 'node:util';
import type { DocumentData, DocumentReference, SetOptions } from 'firebase-admin/firestore';
import type { SecretParam } from 'firebase-functions/params';
import { ARCHIVE_IMPORT_MEMBER_FIELD } from '@tessera/domain/archive/manifest';

/**
 * What a member write sets off, registered by the areas the way they register their routes (each from its own wiring
 * file, loaded by the functions' entry before any function is defined): ONE Firestore trigger on the member documents
 * (trigger.ts) runs the reactions a write concerns, where five functions used to run on every write. This module
 * never imports an area; an area hands it a reaction.
 */

/** One write of `organizations/{orgId}/members/{memberId}`, as every reaction sees it. */
export interface MemberWrite {
  /** the event's id: the same for every reaction, so each keys its own idempotence marker by it and its own name */
  eventId: string;
  /** the document's path, for logs */
  document: string;
  orgId: string;
  memberId: string;
  /** undefined: the member was just created */
  before: DocumentData | undefined;
  /** undefined: the member was deleted */
  after: DocumentData | undefined;
}

/**
 * The field a member upload stamps on the members it creates (its job's id; stored on them since uploads began). Their
 * create event finds what the reactions registered with `createdInBulk` would write already written by the upload's
 * chunk, so the trigger skips those reactions on it without reading anything: the event carries the mark. A mark of
 * the upload's own (rather than one on the chunk the trigger would have to read) costs no read per member, and adds no
 * field the member documents did not already hold.
 */
export const UPLOADED_MEMBER_FIELD = 'uploadJob';

/** A member an upload created, as written: its document and, when the row set hidden values, its private document. */
export interface CreatedMember {
  memberId: string;
  after: DocumentData;
  adminOnly?: DocumentData;
}

/** The writes of what a chunk's creates derive (the chunk's checkpoint transaction takes them). */
export interface DerivedWrites {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): void;
}

export interface MemberReaction {
  /** for logs: which reaction failed */
  name: string;
  /**
   * The member's top-level fields the reaction reads: an update changing none of them does not run it (a create or a
   * delete runs every reaction). Listing too few would skip work that was due; list every field it reads.
   */
  fields: readonly string[];
  /** the secrets it needs: the single trigger declares all of them */
  secrets?: readonly SecretParam[];
  run(write: MemberWrite): Promise<unknown>;
  /**
   * What `run` does on the create of each of these members, for all of them at once (a member upload's chunk, written
   * with the chunk's checkpoint): the trigger then skips the reaction on the create of a member stamped with
   * UPLOADED_MEMBER_FIELD. Nothing read, only writes, so many members cost one write per document they touch.
   */
  createdInBulk?(orgId: string, created: readonly CreatedMember[], writes: DerivedWrites): void;
}

const reactions: MemberReaction[] = [];

/** Adds a reaction to every member write (from an area's wiring file). */
export function registerMemberReaction(reaction: MemberReaction): void {
  if (reactions.some((r) => r.name === reaction.name)) throw new Error(`member reaction ${reaction.name} registered twice`);
  reactions.push(reaction);
}

/** The reactions registered so far (the trigger checks there are some when it is defined). */
export const memberReactions = (): readonly MemberReaction[] => reactions;

/** Every secret some reaction needs, each once: what the single trigger must declare. */
export function memberReactionSecrets(): SecretParam[] {
  const byName = new Map(reactions.flatMap((r) => r.secrets ?? []).map((s) => [s.name, s]));
  return [...byName.values()];
}

/** The top-level fields whose values differ between the two versions (compared deeply: maps, timestamps, arrays). */
export function changedFields(before: DocumentData, after: DocumentData): Set<string> {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return new Set([...keys].filter((k) => !isDeepStrictEqual(before[k], after[k])));
}

/** Whether a write is the create of a member by an upload, whose chunk wrote what `createdInBulk` reactions derive. */
const createdByUpload = (write: Pick<MemberWrite, 'before' | 'after'>) =>
  !write.before && typeof write.after?.[UPLOADED_MEMBER_FIELD] === 'string';

/**
 * The reactions a write concerns: all of them on a create or a delete (on an upload's create, those it did not write
 * already), else those reading a changed field.
 */
export function reactionsFor(write: Pick<MemberWrite, 'before' | 'after'>): MemberReaction[] {
  // a member an association archive's import wrote: the archive holds what every reaction would derive (counters,
  // register, reports sent) as it stood, and the import rebuilds the rest (archive/importJob.ts)
  if (!write.before && typeof write.after?.[ARCHIVE_IMPORT_MEMBER_FIELD] === 'string') return [];
  if (createdByUpload(write)) return reactions.filter((r) => !r.createdInBulk);
  if (!write.before || !write.after) return [...reactions];
  const changed = changedFields(write.before, write.after);
  return reactions.filter((r) => r.fields.some((f) => changed.has(f)));
}

/** Writes what every reaction derives from the create of these members (an upload's chunk; see createdInBulk). */
export function writeCreatedInBulk(orgId: string, created: readonly CreatedMember[], writes: DerivedWrites): void {
  if (created.length === 0) return;
  for (const r of reactions) r.createdInBulk?.(orgId, created, writes);
}

/** What a dispatch ran and which reactions failed (with their errors). */
export interface Dispatched {
  ran: string[];
  failed: { name: string; error: unknown }[];
}

/**
 * Runs the reactions a write concerns, side by side and independently: one failing does not stop the others. Each is
 * idempotent on its own, so when the trigger then fails and the event comes again, those that succeeded change
 * nothing the second time.
 */
export async function dispatchMemberWrite(write: MemberWrite): Promise<Dispatched> {
  const due = reactionsFor(write);
  const settled = await Promise.allSettled(due.map((r) => r.run(write)));
  const failed = settled.flatMap((s, i) => (s.status === 'rejected' ? [{ name: due[i]!.name, error: s.reason as unknown }] : []));
  return { ran: due.map((r) => r.name), failed };
}
