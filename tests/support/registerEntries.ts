import { registerEntryPath, registerHeadPath } from '@tessera/domain/paths';
import { sealEntry } from '@tessera/domain/register/chain';
import { registerEntryId, type RegisterContent, type RegisterEntry } from '@tessera/domain/register/entry';
import { db } from './admin';

/**
 * Stores entries chained after the organization's register head (from the start when it has none, then opened as the
 * opening step leaves it) until the register holds `total` entries, 500 to a batch, and moves the head: a long register
 * without appending each entry through the API. `content(seq)` is each entry's content; `at(seq)` its writing time.
 * Answers the entries written.
 */
export async function growStoredRegister(
  orgId: string,
  total: number,
  content: (seq: number) => RegisterContent,
  at: (seq: number) => Date = () => new Date(),
): Promise<RegisterEntry[]> {
  const head = db.doc(registerHeadPath(orgId));
  const stored = (await head.get()).data();
  let previous: { seq: number; hash: string; writtenAt?: string } | null = stored
    ? { seq: stored.seq as number, hash: stored.hash as string }
    : null;
  const written: RegisterEntry[] = [];
  for (let seq = (previous?.seq ?? 0) + 1; seq <= total; seq += 500) {
    const batch = db.batch();
    for (let s = seq; s < Math.min(seq + 500, total + 1); s++) {
      const sealed = sealEntry(content(s), previous, at(s)) as RegisterEntry;
      batch.set(db.doc(registerEntryPath(orgId, registerEntryId(s))), sealed);
      written.push(sealed);
      previous = sealed;
    }
    await batch.commit();
  }
  if (!previous) return written;
  // the head keeps the last entry's time, as the product's appends keep it (shared/chainStore.ts)
  const last = { seq: previous.seq, hash: previous.hash, ...(previous.writtenAt ? { writtenAt: previous.writtenAt } : {}) };
  if (stored) await head.update(last);
  else await head.set({ ...last, openedAt: at(1).toISOString(), openingCursor: null, openingDone: true });
  return written;
}
