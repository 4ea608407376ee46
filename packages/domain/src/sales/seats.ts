/**
 * Seats of a sale item, never sold twice. A hot sale (hundreds of buyers in the same second) must not
 * queue on one document, which sustains about one write a second: the capacity is split across shard documents
 * (sales/{id}/seatShards/{k}: `{capacity, taken}`), each registration takes its seats in one shard inside a
 * transaction that reads that shard, so buyers on different shards never conflict, and no shard ever has more taken
 * than its capacity, so the item never has more than its seats. docs/data-model.md §2.10 says why this pattern.
 */

/** Shards one item's capacity is split into, at the most: ten buyers at once without waiting on each other. */
export const SEAT_SHARDS_MAX = 10;
/** At least this many seats per shard: a small item is not split into shards of one seat, which fill unevenly. */
export const SEATS_PER_SHARD_MIN = 5;

export interface SeatShard {
  /** null: no limit (an item without a seat limit still counts its seats, in as many shards) */
  capacity: number | null;
  taken: number;
}

/** How many shards an item of `seats` has (null: no limit, the most shards). */
export function shardCount(seats: number | null): number {
  if (seats === null) return SEAT_SHARDS_MAX;
  return Math.max(1, Math.min(SEAT_SHARDS_MAX, Math.floor(seats / SEATS_PER_SHARD_MIN)));
}

/**
 * The capacities of an item's shards for `total` seats, each shard keeping at least what is taken in it: what is left
 * after the taken seats is spread evenly (the first shards take the remainder). Null when fewer seats than taken.
 */
export function shardCapacities(taken: readonly number[], total: number): number[] | null {
  const used = taken.reduce((a, b) => a + b, 0);
  if (total < used || taken.length === 0) return null;
  const free = total - used;
  const each = Math.floor(free / taken.length);
  const extra = free % taken.length;
  return taken.map((t, i) => t + each + (i < extra ? 1 : 0));
}

export const freeIn = (s: SeatShard) => (s.capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, s.capacity - s.taken));

/** Seats free across an item's shards (Infinity without a limit): what a purchase, a hold or an offer may take. */
export const freeSeatsIn = (shards: readonly SeatShard[]) => shards.reduce((free, s) => free + freeIn(s), 0);

/** Seats taken across an item's shards: the registrations standing (what the list shows as enrolled). */
export const takenIn = (shards: readonly SeatShard[]) => shards.reduce((sum, s) => sum + s.taken, 0);

/**
 * The shards an item of `seats` gets from the ones it has (an edit, or none at creation): every shard with seats taken
 * is kept, empty ones fill up to the count, the capacities spread the seats left (shardCapacities). Null when fewer
 * seats than are taken. Shard ids are s0, s1, …
 */
export function plannedShards(
  existing: readonly (SeatShard & { id: string })[],
  seats: number | null,
): { write: (SeatShard & { id: string })[]; remove: string[] } | null {
  const wanted = shardCount(seats);
  const kept = existing.filter((s) => s.taken > 0);
  for (const s of existing) if (kept.length < wanted && s.taken === 0) kept.push(s);
  const used = new Set(existing.map((s) => s.id));
  for (let n = 0; kept.length < wanted; n += 1) {
    const id = `s${n}`;
    if (used.has(id)) continue;
    used.add(id);
    kept.push({ id, capacity: 0, taken: 0 });
  }
  const capacities =
    seats === null
      ? kept.map(() => null)
      : shardCapacities(
          kept.map((s) => s.taken),
          seats,
        );
  if (!capacities) return null;
  const keptIds = new Set(kept.map((s) => s.id));
  return {
    write: kept.map((s, i) => ({ id: s.id, taken: s.taken, capacity: capacities[i]! })),
    remove: existing.filter((s) => !keptIds.has(s.id)).map((s) => s.id),
  };
}

/** Shards to try for `quantity` seats, most room first (a buyer spreads load and a big group finds room). */
export function shardOrder(shards: readonly (SeatShard & { id: string })[], quantity: number, random = Math.random): string[] {
  return shards
    .filter((s) => freeIn(s) >= quantity)
    .map((s) => ({ id: s.id, key: freeIn(s) * (0.5 + random()) }))
    .sort((a, b) => b.key - a.key)
    .map((s) => s.id);
}
