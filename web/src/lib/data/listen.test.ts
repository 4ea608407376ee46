import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentReference, DocumentSnapshot, FirestoreError } from 'firebase/firestore';

// The SDK's listener, recorded: its callbacks and whether it was stopped.
let heard: ((snap: unknown) => void) | null = null;
let failed: ((e: FirestoreError) => void) | null = null;
let stopped = false;
vi.mock('firebase/firestore', () => ({
  onSnapshot: (_ref: unknown, _options: unknown, next: (snap: unknown) => void, error: (e: FirestoreError) => void) => {
    heard = next;
    failed = error;
    return () => {
      stopped = true;
    };
  },
}));

const { listen } = await import('./listen');
const ref = { type: 'document' } as DocumentReference;

beforeEach(() => {
  vi.useFakeTimers();
  stopped = false;
});
afterEach(() => vi.useRealTimers());

describe('listen', () => {
  it('goes quiet at once and reaches the SDK a task later', () => {
    const snaps: unknown[] = [];
    const errors: unknown[] = [];
    const stop = listen(
      ref,
      (s: DocumentSnapshot) => snaps.push(s),
      (e) => errors.push(e),
    );
    heard!('first');
    stop();
    heard!('after the stop');
    failed!({ code: 'permission-denied' } as FirestoreError);
    expect(snaps).toEqual(['first']);
    expect(errors).toEqual([]);
    expect(stopped).toBe(false);
    vi.runAllTimers();
    expect(stopped).toBe(true);
  });
});
