import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchPlan } from './benchPlan.mjs';

const env = {};
const rowsOf = (parts) => Object.fromEntries(parts.map((p) => [p.name, p.rows]));

describe('benchPlan', () => {
  it('runs every group run.ts has, each in one part', () => {
    const source = readFileSync(new URL('../../tests/bench/run.ts', import.meta.url), 'utf8');
    const groups = [...new Set([...source.matchAll(/wanted\('([A-Za-z]+)'\)/g)].map((m) => m[1]))];
    const plan = benchPlan({ requested: groups, env });
    const placed = [...plan.main, ...plan.side].flatMap((p) => p.rows);
    expect([...new Set(placed)].sort()).toEqual([...groups].sort());
    // only the month is measured in two parts (its sizes split between them)
    expect(placed.filter((g) => g !== 'month')).toHaveLength(groups.length - 1);
  });

  it('lays the rows out in two lanes: the seeded rows then the small ones; the mailshots, the uploads and the archive beside them', () => {
    const plan = benchPlan({ requested: undefined, env });
    expect(rowsOf(plan.main)).toEqual({
      seeded: ['bundle', 'city', 'memberList', 'hotsale', 'lighthouse', 'coldStart', 'saves', 'search', 'lists', 'month'],
      small: ['receipts', 'pdf', 'seats', 'assembly', 'door', 'register', 'importCheck', 'month'],
    });
    expect(rowsOf(plan.side)).toEqual({ mailshots: ['mailshots'], upload: ['upload'], archive: ['archive'] });
    // the month at the seeded size on the seed, the smaller sizes each on an association seeded for it
    expect(plan.main.map((p) => p.env.BENCH_MONTH_SIZES)).toEqual(['100000', '1000,10000']);
    // the large heaps (the seeded association, the archive's two) never run side by side: the archive waits for the
    // seeded part's end, and whatever side part runs beside the seeded part fits beside its heap
    const heap = (p) => Number(/MaxRAMPercentage=(\d+)/.exec(p.env.JAVA_TOOL_OPTIONS)[1]);
    const [seeded, small] = plan.main;
    const archive = plan.side.find((p) => p.name === 'archive');
    for (const side of plan.side.filter((p) => p !== archive)) expect(heap(seeded) + heap(side)).toBeLessThanOrEqual(75);
    expect(heap(small) + heap(archive)).toBeLessThanOrEqual(75);
    expect(archive.after).toBe('seeded');
    expect(plan.side.at(-1)).toBe(archive);
  });

  it('runs only the groups asked for, and leaves out parts with none', () => {
    const plan = benchPlan({ requested: ['register', 'archive'], env });
    expect(rowsOf(plan.main)).toEqual({ small: ['register'] });
    expect(rowsOf(plan.side)).toEqual({ archive: ['archive'] });
    expect(benchPlan({ requested: ['month'], env: { BENCH_MONTH_SIZES: '1000' } }).main.map((p) => p.env.BENCH_MONTH_SIZES)).toEqual([
      '1000',
    ]);
  });

  it('runs the load-everything lists only when asked for by name', () => {
    expect(benchPlan({ requested: undefined, env }).main[0].rows).not.toContain('legacyLists');
    expect(benchPlan({ requested: ['lists', 'legacyLists'], env }).main[0].rows).toEqual(['lists', 'legacyLists']);
  });

  it('with one lane, runs the side parts after the main ones', () => {
    const plan = benchPlan({ requested: undefined, oneLane: true, env });
    expect(plan.main.map((p) => p.name)).toEqual(['seeded', 'small', 'mailshots', 'upload', 'archive']);
    expect(plan.side).toEqual([]);
  });
});
