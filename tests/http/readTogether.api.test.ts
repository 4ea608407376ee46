// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../functions/src/shared/admin';
import { readTogether } from '../../functions/src/shared/readTogether';

// Reads asked for at the same moment (the caller's profile, the organization, the member, the items bought) reach
// Firestore as one getAll: fewer round trips for every call, the same snapshots as one read each.
const run = Math.random().toString(36).slice(2, 8);
const doc = (id: string) => db.doc(`readTogether-${run}/${id}`);

describe('reads asked together', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches every document asked for in the same turn in one round trip, each caller answered with its own', async () => {
    await Promise.all([doc('a').set({ n: 1 }), doc('b').set({ n: 2 })]);
    const getAll = vi.spyOn(db, 'getAll');
    const later = Promise.resolve().then(() => readTogether(doc('b')));
    const [a, b, again, missing, fromLater] = await Promise.all([
      readTogether(doc('a')),
      readTogether(doc('b')),
      readTogether(doc('a')),
      readTogether(doc('missing')),
      later,
    ]);
    expect(getAll).toHaveBeenCalledTimes(1);
    // one request per document, however many callers asked for it
    expect(getAll.mock.calls[0]!.map((ref) => (ref as { path: string }).path).sort()).toEqual(
      [doc('a').path, doc('b').path, doc('missing').path].sort(),
    );
    expect([a.get('n'), b.get('n'), again.get('n'), fromLater.get('n')]).toEqual([1, 2, 1, 2]);
    expect(missing.exists).toBe(false);
    expect(missing.ref.path).toBe(doc('missing').path);
  });

  it('a read asked once the round trip left goes in the next one', async () => {
    await doc('c').set({ n: 3 });
    const getAll = vi.spyOn(db, 'getAll');
    const first = readTogether(doc('a'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = readTogether(doc('c'));
    expect((await first).get('n')).toBe(1);
    expect((await second).get('n')).toBe(3);
    expect(getAll).toHaveBeenCalledTimes(2);
  });

  it('a failed round trip fails every read in it, and the next reads go through', async () => {
    vi.spyOn(db, 'getAll').mockRejectedValueOnce(new Error('unavailable'));
    const reads = [readTogether(doc('a')), readTogether(doc('b'))];
    for (const read of reads) await expect(read).rejects.toThrow('unavailable');
    expect((await readTogether(doc('b'))).get('n')).toBe(2);
  });
});
