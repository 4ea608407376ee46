/**
 * Seats of one hot item: BUYERS buyers at once, each taking one seat, through the product's seat taking
 * (sales/seatTaking.ts: the capacity split across shards, optimistic commits on one shard) versus a naive
 * single-counter transaction (read the count, write count + 1 and the registration), in the same run against the same
 * Firestore emulator. Both must sell exactly the seats there are; the figure is seats sold per second. Run by
 * tests/bench/run.ts (`npm run bench`), which starts the emulators.
 */
import { performance } from 'node:perf_hooks';
import { FieldValue } from 'firebase-admin/firestore';
import { plannedShards } from '@tessera/domain/sales/seats';
import { db } from '../support/admin';
import { takeSeats } from '../../functions/src/sales/seatTaking';

const ORG = 'bench-seats';

export interface SeatRun {
  sold: number;
  refused: number;
  failed: number;
  ms: number;
  perSec: number;
}

async function race(buyers: number, buy: (i: number) => Promise<'sold' | 'full'>): Promise<SeatRun> {
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: buyers }, (_, i) =>
      buy(i).then(
        (o) => o,
        (e: unknown) => ((e as { code?: unknown }).code === 'MAX_SALES_REACHED' ? ('full' as const) : ('failed' as const)),
      ),
    ),
  );
  const ms = performance.now() - started;
  const sold = outcomes.filter((o) => o === 'sold').length;
  return {
    sold,
    refused: outcomes.filter((o) => o === 'full').length,
    failed: outcomes.filter((o) => o === 'failed').length,
    ms,
    perSec: sold / (ms / 1000),
  };
}

/** The product's way: the item with its shards as the API writes them, every buyer through takeSeats. */
async function sharded(buyers: number, seats: number): Promise<SeatRun> {
  const sale = db.collection(`organizations/${ORG}/sales`).doc();
  const batch = db.batch();
  batch.set(sale, { name: 'bench', seatsAvailable: seats });
  for (const { id, ...shard } of plannedShards([], seats)!.write) batch.set(sale.collection('seatShards').doc(id), shard);
  await batch.commit();
  const run = await race(buyers, async (i) => {
    await takeSeats(sale, { registrationId: `buyer${i}`, memberId: `buyer${i}`, group: null }, 1, () => ({ by: 'bench' }));
    return 'sold';
  });
  await db.recursiveDelete(sale);
  return run;
}

/** The naive way: one counter document every buyer's transaction reads and writes. */
async function singleCounter(buyers: number, seats: number): Promise<SeatRun> {
  const sale = db.collection(`organizations/${ORG}/sales`).doc();
  await sale.set({ name: 'bench', seatsAvailable: seats, taken: 0 });
  const run = await race(buyers, (i) =>
    db.runTransaction(async (tx) => {
      const taken = ((await tx.get(sale)).get('taken') as number) ?? 0;
      if (taken >= seats) return 'full' as const;
      tx.update(sale, { taken: taken + 1 });
      tx.create(sale.collection('registrations').doc(`buyer${i}`), { by: 'bench', createdAt: FieldValue.serverTimestamp() });
      return 'sold' as const;
    }),
  );
  const taken = (await sale.get()).get('taken') as number;
  if (taken !== run.sold) throw new Error(`single counter: ${taken} taken but ${run.sold} sold`);
  await db.recursiveDelete(sale);
  return run;
}

export async function benchSeats(
  buyers = 200,
  seats = 150,
): Promise<{ buyers: number; seats: number; sharded: SeatRun; single: SeatRun } | null> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) return null;
  // one short warm-up of each, so neither pays for the first connection
  await sharded(10, 10);
  await singleCounter(10, 10);
  return { buyers, seats, sharded: await sharded(buyers, seats), single: await singleCounter(buyers, seats) };
}
