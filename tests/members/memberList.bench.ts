/**
 * Subscribers list with 20,000 members (it must stay smooth at that size), run by tests/bench/run.ts.
 * The list holds the organization's members in memory and renders one page: what the user waits for on a
 * keystroke, a filter or a sort click is the in-memory pipeline of SubscribersPage (search → filters → sort →
 * page). Measured on the seed's realistic members: each step alone and the whole pipeline per keystroke.
 */
import { performance } from 'node:perf_hooks';
import { generateDemo } from '../../seed/src/generate';
import { applyFilters, searchMembers, sortMembers } from '../bench/legacy/filterMembers';
import type { MemberRow } from '../../web/src/features/members/api/useMembers';

export interface MemberListBench {
  members: number;
  keystrokeMs: { mean: number; p95: number };
  sortMs: number;
  filterMs: number;
}

function rowsOf(n: number): MemberRow[] {
  const { docs } = generateDemo({ members: n, secondOrgMembers: 2 });
  return docs
    .filter((d) => /^organizations\/aps-aurora\/members\/[^/]+$/.test(d.path))
    .map((d) => ({ id: d.path.split('/').pop()!, ...(d.data as Omit<MemberRow, 'id'>) }));
}

function time(fn: () => unknown, runs: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

export function benchMemberList(n = 20_000): MemberListBench {
  const rows = rowsOf(n);
  // Typing "rossi mar" letter by letter, as SubscribersPage recomputes on each change: the rows are sorted once
  // per snapshot or sort change (sortMs), a keystroke searches and filters the sorted rows and takes a page.
  const sorted = sortMembers(rows, { key: 'surname', dir: 'asc' });
  const typed = 'rossi mar';
  const keystrokes: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (let i = 1; i <= typed.length; i++) {
      const t = performance.now();
      const page = applyFilters(searchMembers(sorted, typed.slice(0, i)), {}).slice(0, 25);
      keystrokes.push(performance.now() - t);
      if (page.length > 25) throw new Error('unreachable');
    }
  }
  const sortMs = mean(time(() => sortMembers(rows, { key: 'cardNumber', dir: 'desc' }), 5)); // a click on a column
  const filterMs = mean(time(() => applyFilters(rows, { accountStatus: 'ACTIVE', cardStatus: 'ACTIVE' }), 10));
  return { members: rows.length, keystrokeMs: { mean: mean(keystrokes), p95: p95(keystrokes) }, sortMs, filterMs };
}
