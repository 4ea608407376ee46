import type { DocumentData, DocumentReference, SetOptions } from 'firebase-admin/firestore';
import type { SecretParam } from 'firebase-functions/params';
import {
  addReaction,
  concernedBy,
  createdByImport,
  runReactions,
  undoneByFailedImport,
  type Dispatched,
  type DocumentWrite,
  type Reaction,
} from '../shared/reactions';

/**
 * What a member write sets off, registered by the areas the way they register their routes (each from its own wiring
 * file, loaded by the functions' entry before any function is defined): ONE Firestore trigger on the member documents
 * (trigger.ts) runs the reactions a write concerns, where five functions used to run on every write. This module
 * never imports an area; an area hands it a reaction.
 */

/** One write of `organizations/{orgId}/members/{memberId}`, as every reaction sees it. */
export interface MemberWrite extends DocumentWrite {
  memberId: string;
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

export interface MemberReaction extends Reaction<MemberWrite> {
  /** the secrets it needs: the single trigger declares all of them */
  secrets?: readonly SecretParam[];
  /**
   * What `run` does on the create of each of these members, for all of them at once (a member upload's chunk, written
   * with the chunk's checkpoint): the trigger then skips the reaction on the create of a member stamped with
   * UPLOADED_MEMBER_FIELD. Nothing read, only writes, so many members cost one write per document they touch.
   */
  createdInBulk?(orgId: string, created: readonly CreatedMember[], writes: DerivedWrites, read: unknown): void;
  /**
   * What `createdInBulk` needs to know first, read once per chunk after the chunk's members are written and before its
   * checkpoint, outside the checkpoint's transaction (what it finds then already holds for those members); handed to
   * `createdInBulk` as `read`.
   */
  readForBulk?(orgId: string): Promise<unknown>;
}

const reactions: MemberReaction[] = [];

/** Adds a reaction to every member write (from an area's wiring file). */
export function registerMemberReaction(reaction: MemberReaction): void {
  addReaction(reactions, reaction, 'member reaction');
}

/** The reactions registered so far (the trigger checks there are some when it is defined). */
export const memberReactions = (): readonly MemberReaction[] => reactions;

/** Every secret some reaction needs, each once: what the single trigger must declare. */
export function memberReactionSecrets(): SecretParam[] {
  const byName = new Map(reactions.flatMap((r) => r.secrets ?? []).map((s) => [s.name, s]));
  return [...byName.values()];
}

/** Whether a write is the create of a member by an upload, whose chunk wrote what `createdInBulk` reactions derive. */
const createdByUpload = (write: Pick<MemberWrite, 'before' | 'after'>) =>
  !write.before && typeof write.after?.[UPLOADED_MEMBER_FIELD] === 'string';

/**
 * The reactions a write concerns: all of them on a create or a delete (on an upload's create, those it did not write
 * already), else those reading a changed field.
 */
export function reactionsFor(write: Pick<MemberWrite, 'before' | 'after'>): MemberReaction[] {
  if (createdByImport(write)) return [];
  if (createdByUpload(write)) return reactions.filter((r) => !r.createdInBulk);
  return concernedBy(reactions, write);
}

/** Writes what every reaction derives from the create of a chunk's members (see createdInBulk). */
export type CreatedInBulkWriter = (writes: DerivedWrites) => void;

/**
 * What the reactions derive from the members a chunk created (createdInBulk), once they are written: reads what they
 * need (readForBulk) and answers what writes it in the chunk's checkpoint. Nothing created, nothing read.
 */
export async function prepareCreatedInBulk(orgId: string, created: readonly CreatedMember[]): Promise<CreatedInBulkWriter> {
  if (created.length === 0) return () => undefined;
  const bulk = reactions.filter((r) => r.createdInBulk);
  const reads = await Promise.all(bulk.map((r) => r.readForBulk?.(orgId)));
  return (writes) => bulk.forEach((r, i) => r.createdInBulk!(orgId, created, writes, reads[i]));
}

/** Runs the reactions a write concerns (shared/reactions.ts runReactions: one failing does not stop the others). */
export async function dispatchMemberWrite(write: MemberWrite): Promise<Dispatched> {
  if (await undoneByFailedImport(write)) return runReactions([], write);
  return runReactions(reactionsFor(write), write);
}
