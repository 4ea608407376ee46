import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int, pick, digits and dateBetween in range', () => {
    const r = createRandom(1);
    const from = new Date('2020-01-01T00:00:00Z');
    const to = new Date('2020-02-01T00:00:00Z');
    for (let i = 0; i < 2000; i++) {
      const n = r.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
      expect(['a', 'b', 'c']).toContain(r.pick(['a', 'b', 'c']));
      expect(r.digits(7)).toMatch(/^\d{7}$/);
      const d = r.dateBetween(from, to);
      expect(d >= from && d < to).toBe(true);
    }
  });

  it('follows the weights', () => {
    const r = createRandom(9);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        r.weighted([
          ['heavy', 9],
          ['light', 1],
        ] as const) === 'heavy'
      )
        heavy++;
    expect(heavy).toBeGreaterThan(8_700);
    expect(heavy).toBeLessThan(9_300);
  });
});
