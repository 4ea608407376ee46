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
 * What a payment write sets off, registered by the areas from their wiring files: ONE Firestore trigger on the
 * payments (trigger.ts) runs the reactions a write concerns (the payments list's counters, the advanced search's
 * payment rows, the register of members' fees), each only when a field it reads changed. This module never imports
 * an area.
 */

/** One write of `organizations/{orgId}/payments/{paymentId}`, as every reaction sees it. */
export interface PaymentWrite extends DocumentWrite {
  paymentId: string;
}

export type PaymentReaction = Reaction<PaymentWrite>;

const reactions: PaymentReaction[] = [];

/** Adds a reaction to every payment write (from an area's wiring file). */
export function registerPaymentReaction(reaction: PaymentReaction): void {
  addReaction(reactions, reaction, 'payment reaction');
}

/** The reactions registered so far (the trigger checks there are some when it is defined). */
export const paymentReactions = (): readonly PaymentReaction[] => reactions;

/**
 * The reactions a write concerns: all on a create or a delete, else those reading a changed field; none on the create
 * of a payment an archive's import wrote, whose counters, search rows and register fees the import writes itself or
 * the archive holds (archive/importJob.ts).
 */
export const paymentReactionsFor = (write: Pick<PaymentWrite, 'before' | 'after'>): PaymentReaction[] =>
  createdByImport(write) ? [] : concernedBy(reactions, write);

/** Runs the reactions a write concerns (none for a failed import's cleanup of a payment it wrote). */
export async function dispatchPaymentWrite(write: PaymentWrite): Promise<Dispatched> {
  if (await undoneByFailedImport(write)) return runReactions([], write);
  return runReactions(paymentReactionsFor(write), write);
}
