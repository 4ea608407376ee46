/**
 * Optimistic commits (no lock held, nobody waits): read, decide, commit on condition that what was read is unchanged
 * (Firestore's `lastUpdateTime` precondition, or a create); a commit that lost a race writes nothing and the caller
 * looks again. Used where many people take the last places at once (sales/seatTaking.ts, campaigns/register.ts).
 */

/** The commit lost a race (a precondition failed, the document was just made, contention): look again. */
export const raced = (e: unknown) => {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return code === 9 || code === 6 || code === 10;
};

/** Rounds of a fresh look and one commit before giving up as busy. */
export const RACE_ROUNDS = 60;

/** A short random pause before looking again, so racers that lost together do not race again together. */
export const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 25));
