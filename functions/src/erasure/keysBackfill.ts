import { personalDataErasers } from '../personalData/registry';

/**
 * The keys the narrowed erasers find documents by (docs/data-model.md "What the erasers read"), written on one
 * organization's documents stored before their writers kept them: every registered eraser's `backfillKeys` (the
 * members' relatives lists, the mailshot batches, the upload chunks and reports), each deriving the keys with the
 * function its writers use. Answers, by eraser, how many documents it wrote: nothing on a second run. Until it has run,
 * an erasure passes over the documents stored before.
 */
export async function backfillErasureKeys(orgId: string): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const eraser of personalDataErasers()) if (eraser.backfillKeys) written[eraser.name] = await eraser.backfillKeys(orgId);
  return written;
}
