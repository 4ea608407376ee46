import { isDeepStrictEqual } from 'node:util';
import type { DocumentData } from 'firebase-admin/firestore';
import type { SecretParam } from 'firebase-functions/params';

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

/** The reactions a write concerns: all of them on a create or a delete, else those reading a changed field. */
export function reactionsFor(write: Pick<MemberWrite, 'before' | 'after'>): MemberReaction[] {
  if (!write.before || !write.after) return [...reactions];
  const changed = changedFields(write.before, write.after);
  return reactions.filter((r) => r.fields.some((f) => changed.has(f)));
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
