import { meterFirestore } from '../../functions/src/shared/usage/usageMeter';
import { noUsage } from '../../functions/src/shared/usage/usageCounts';

/** Everything this test process's Admin SDK has been billed for since the module loaded (the bench's own counting). */
const counted = noUsage();
meterFirestore(counted);

/**
 * The documents Firestore bills as read, written and deleted by what `run` does in this process (the functions'
 * code called directly; a trigger on the Functions emulator runs elsewhere and is not counted). Nothing else of the
 * test may touch Firestore meanwhile.
 */
export async function firestoreUsage(run: () => Promise<unknown>): Promise<{ reads: number; writes: number; deletes: number }> {
  const before = { ...counted };
  await run();
  return { reads: counted.reads - before.reads, writes: counted.writes - before.writes, deletes: counted.deletes - before.deletes };
}
