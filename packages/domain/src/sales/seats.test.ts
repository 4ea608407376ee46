import { describe, expect, it } from 'vitest';
import { freeIn, freeSeatsIn, plannedShards, shardCapacities, shardCount, shardOrder, takenIn } from './seats';

describe('seat shards', () => {
  it('splits an item into up to ten shards of at least five seats; no limit takes ten', () => {
    expect([shardCount(0), shardCount(4), shardCount(12), shardCount(50), shardCount(5000), shardCount(null)]).toEqual([
      1, 1, 2, 10, 10, 10,
    ]);
  });
  it('spreads the seats left over the shards, each keeping what is taken in it', () => {
    expect(shardCapacities([0, 0, 0], 50)).toEqual([17, 17, 16]);
    expect(shardCapacities([5, 0], 8)).toEqual([7, 1]);
    expect(shardCapacities([5, 4], 8)).toBeNull();
  });
  it('plans the shards of a new item, a bigger one, a smaller one, one without limit', () => {
    expect(plannedShards([], 12)).toEqual({
      write: [
        { id: 's0', capacity: 6, taken: 0 },
        { id: 's1', capacity: 6, taken: 0 },
      ],
      remove: [],
    });
    const now = [
      { id: 's0', capacity: 6, taken: 6 },
      { id: 's1', capacity: 6, taken: 0 },
    ];
    expect(plannedShards(now, 7)).toEqual({ write: [{ id: 's0', capacity: 7, taken: 6 }], remove: ['s1'] });
    expect(plannedShards(now, 5)).toBeNull();
    const unlimited = plannedShards(now, null)!;
    expect(unlimited.write).toHaveLength(10);
    expect(unlimited.write.every((s) => s.capacity === null)).toBe(true);
    expect(unlimited.write[0]).toEqual({ id: 's0', capacity: null, taken: 6 });
    expect(new Set(unlimited.write.map((s) => s.id)).size).toBe(10);
  });
  it('the seats of the plan are the seats of the item, taken ones included', () => {
    for (const seats of [0, 1, 9, 50, 333]) {
      const plan = plannedShards([], seats)!;
      expect(plan.write.reduce((a, s) => a + (s.capacity ?? 0), 0)).toBe(seats);
    }
  });
  it('offers the shards with room for the quantity, the roomiest first; free and taken add up', () => {
    const shards = [
      { id: 'a', capacity: 5, taken: 5 },
      { id: 'b', capacity: 5, taken: 1 },
      { id: 'c', capacity: 5, taken: 4 },
      { id: 'd', capacity: null, taken: 7 },
    ];
    expect(shardOrder(shards, 2, () => 0.5)).toEqual(['d', 'b']);
    expect(freeIn(shards[0]!)).toBe(0);
    expect(takenIn(shards)).toBe(17);
    expect(freeSeatsIn(shards)).toBe(Number.POSITIVE_INFINITY);
    expect(freeSeatsIn(shards.slice(0, 3))).toBe(5);
  });
});
