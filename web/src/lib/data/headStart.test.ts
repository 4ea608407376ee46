import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Query } from 'firebase/firestore';

// The SDK's listener, recorded: which listeners are open now.
const open = new Set<number>();
let opened = 0;
vi.mock('firebase/firestore', () => ({
  onSnapshot: () => {
    const id = ++opened;
    open.add(id);
    return () => open.delete(id);
  },
}));

const { claimHeadStart, headStart } = await import('./headStart');
const query = () => ({}) as Query;

beforeEach(() => {
  vi.useFakeTimers();
  open.clear();
  opened = 0;
});
afterEach(() => vi.useRealTimers());

describe('headStart', () => {
  it('starts one listener per query, however often the page renders before its effect', () => {
    headStart('members', query);
    headStart('members', query);
    expect(opened).toBe(1);
    expect(open.size).toBe(1);
    claimHeadStart('members')();
  });

  it('is dropped once the page claims it, and not started again while the page listens', () => {
    headStart('members', query);
    const unclaim = claimHeadStart('members');
    expect(open.size).toBe(0);
    headStart('members', query); // a render after the first snapshot
    expect(opened).toBe(1);
    unclaim();
    headStart('members', query); // the page opened again later
    expect(opened).toBe(2);
    claimHeadStart('members')();
  });

  it('stops by itself when no page claims it (a render React threw away)', () => {
    headStart('cards', query);
    expect(open.size).toBe(1);
    vi.advanceTimersByTime(9_999);
    expect(open.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(open.size).toBe(0);
  });

  it('keeps a query listened to by two pages marked until both stop', () => {
    const first = claimHeadStart('payments');
    const second = claimHeadStart('payments');
    first();
    headStart('payments', query);
    expect(opened).toBe(0);
    second();
    headStart('payments', query);
    expect(opened).toBe(1);
    claimHeadStart('payments')();
  });
});
