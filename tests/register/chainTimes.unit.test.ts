import { describe, expect, it } from 'vitest';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { EMPTY_HEAD, verifyChain } from '@tessera/domain/register/chain';
import { appendChained, type ChainBook } from '../../functions/src/shared/chainStore';

// A transaction and a book that only record what is written: appendChained's own arithmetic, without an emulator.
function recording() {
  const written = new Map<string, Record<string, unknown>>();
  const ref = (path: string) => ({ path }) as unknown as DocumentReference;
  const tx = {
    create: (r: DocumentReference, data: Record<string, unknown>) => written.set(r.path, data),
    set: (r: DocumentReference, data: Record<string, unknown>) => written.set(r.path, data),
  } as unknown as Transaction;
  const book = { head: ref('head'), entries: null, entry: (seq: number) => ref(`entries/${seq}`) } as unknown as ChainBook;
  return { tx, book, written };
}

describe('appendChained: entry times', () => {
  it('never go back along the chain, even when a batch ran ahead of the clock the next one reads', () => {
    const { tx, book } = recording();
    const clock = new Date('2026-12-06T10:00:00.000Z');
    const first = appendChained(
      tx,
      book,
      EMPTY_HEAD,
      Array.from({ length: 120 }, (_, i) => ({ n: i })),
      clock,
    );
    // the head keeps the last entry's time: 119 ms after the clock the batch was given
    expect(first.head.writtenAt).toBe('2026-12-06T10:00:00.119Z');
    // the next batch's transaction reads the clock 50 ms later, before the first batch's last entry
    const second = appendChained(tx, book, first.head, [{ n: 120 }, { n: 121 }], new Date(clock.getTime() + 50));
    expect(second.entries.map((e) => e.writtenAt)).toEqual(['2026-12-06T10:00:00.120Z', '2026-12-06T10:00:00.121Z']);
    const times = [...first.entries, ...second.entries].map((e) => Date.parse(e.writtenAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(verifyChain([...first.entries, ...second.entries], second.head)).toMatchObject({ ok: true, count: 122 });
  });

  it('run on the clock when it is ahead, and from the clock alone for a head kept before times were', () => {
    const { tx, book } = recording();
    const old = { seq: 3, hash: 'h3' };
    const later = new Date('2026-12-06T11:00:00.000Z');
    const r = appendChained(tx, book, old, [{ n: 4 }], later);
    expect(r.entries[0]!.writtenAt).toBe('2026-12-06T11:00:00.000Z');
    expect(r.head).toMatchObject({ seq: 4, writtenAt: '2026-12-06T11:00:00.000Z' });
  });
});
