import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentReference, FirestoreError, Query } from 'firebase/firestore';

// The SDK's listeners, recorded: which are open now, and the last one's callbacks.
const open = new Set<number>();
let opened = 0;
let heard: ((snap: unknown) => void) | null = null;
let failed: ((e: FirestoreError) => void) | null = null;
vi.mock('firebase/firestore', () => ({
  onSnapshot: (_ref: unknown, _options: unknown, next: (snap: unknown) => void, error: (e: FirestoreError) => void) => {
    const id = ++opened;
    open.add(id);
    heard = next;
    failed = error;
    return () => open.delete(id);
  },
}));

const { headStart, listen } = await import('./listen');
const query = () => ({ type: 'query' }) as Query;
const ref = { type: 'document' } as DocumentReference;

beforeEach(() => {
  vi.useFakeTimers();
  open.clear();
  opened = 0;
});
afterEach(() => vi.useRealTimers());

/** The hook's effect: its listener, taking over the head start of `key`. */
const listenAs = (key: string) => listen(query(), () => undefined, { headStart: key });

describe('listen', () => {
  it('goes quiet at once and reaches the SDK a task later', () => {
    const snaps: unknown[] = [];
    const errors: unknown[] = [];
    const stop = listen(ref, (s) => snaps.push(s), { error: (e) => errors.push(e) });
    heard!('first');
    stop();
    heard!('after the stop');
    failed!({ code: 'permission-denied' } as FirestoreError);
    expect(snaps).toEqual(['first']);
    expect(errors).toEqual([]);
    expect(open.size).toBe(1);
    vi.runAllTimers();
    expect(open.size).toBe(0);
  });
});

describe('headStart', () => {
  it('starts one listener per query, however often the page renders before its effect', () => {
    headStart('members', query);
    headStart('members', query);
    expect(opened).toBe(1);
    expect(open.size).toBe(1);
    listenAs('members')();
    vi.runAllTimers();
  });

  it('is dropped once the hook listens, and not started again while it does', () => {
    headStart('members', query);
    const stop = listenAs('members');
    expect(open.size).toBe(1); // the hook's own listener alone
    headStart('members', query); // a render after the first snapshot
    expect(opened).toBe(2);
    stop();
    headStart('members', query); // the page opened again later
    expect(opened).toBe(3);
    listenAs('members')();
    vi.runAllTimers();
  });

  it('stops by itself when no hook takes it over (a render React threw away)', () => {
    headStart('cards', query);
    expect(open.size).toBe(1);
    vi.advanceTimersByTime(9_999);
    expect(open.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(open.size).toBe(0);
  });

  it('keeps a query listened to by two hooks marked until both stop', () => {
    const first = listenAs('payments');
    const second = listenAs('payments');
    first();
    headStart('payments', query);
    expect(opened).toBe(2);
    second();
    headStart('payments', query);
    expect(opened).toBe(3);
    listenAs('payments')();
    vi.runAllTimers();
  });
});
