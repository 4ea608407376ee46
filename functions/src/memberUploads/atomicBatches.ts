import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { db } from '../shared/admin';
import { inPool } from '../shared/inPool';
import { createClaims } from '../members/uniqueClaims';
import { ATOMIC_ROWS_IN_FLIGHT, batchWrites, writeAtomicRow, type AtomicRow } from './atomicRows';

/** Atomic rows committed together in one batch (each row is a few writes: well under a batch's 500). */
const ROWS_PER_BATCH = 25;
/** Batches committed at once. */
const BATCHES_IN_FLIGHT = 4;

/**
 * A chunk's atomic rows, written a batch of rows at a time: one commit per row meant a request, and what it allocates,
 * per row, and a large upload's memory peaks while its chunks are applied. A batch is atomic like each row's own: when
 * it fails (a value or card another writer took, or this job's own claims on a re-run) it wrote nothing, and its rows
 * are written one by one (writeAtomicRow), which decides each of them as before. Answers the rows' outcomes in order.
 */
export async function writeAtomicRows(orgId: string, rows: AtomicRow[]): Promise<UploadReportRow[]> {
  const groups = Array.from({ length: Math.ceil(rows.length / ROWS_PER_BATCH) }, (_, i) =>
    rows.slice(i * ROWS_PER_BATCH, (i + 1) * ROWS_PER_BATCH),
  );
  const outcomes = await inPool(groups, BATCHES_IN_FLIGHT, async (group) => {
    const batch = db.batch();
    for (const row of group) {
      createClaims(batch, orgId, row.memberId, row.claims);
      row.write(batchWrites(batch));
    }
    try {
      await batch.commit();
      return group.map((row) => row.applied);
    } catch {
      return inPool(group, ATOMIC_ROWS_IN_FLIGHT, (row) => writeAtomicRow(orgId, row));
    }
  });
  return outcomes.flat();
}
