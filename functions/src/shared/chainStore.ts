import { FieldPath, type CollectionReference, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { ChainVerifier, EMPTY_HEAD, sealEntry, type ChainHead, type ChainVerdict, type Sealed } from '@tessera/domain/register/chain';

/**
 * A chained book in Firestore (the register of members, the book of assembly meetings): a head document holding the
 * last entry's number and hash, and the entries by zero-padded number. Every append runs in a transaction that has read
 * the head, creates the next entries and moves the head, so two appends at once serialize on the head: the chain never
 * forks and no number is given twice (and `create` would fail the transaction if one were).
 */
export interface ChainBook {
  head: DocumentReference;
  entries: CollectionReference;
  /** the document of entry `seq` (ids sort as the numbers do) */
  entry: (seq: number) => DocumentReference;
}

/**
 * Appends the entries after `head` in the transaction and writes the head (with whatever else the caller keeps on it);
 * answers the stored entries and the new head. Each entry's time is `now` plus its place in the batch in milliseconds,
 * so the times of a batch stay distinct and in order; and never before the last entry's (kept on the head): a batch of
 * 120 ends 119 ms ahead of the clock, and the next batch, read a moment later, would otherwise start before it. A
 * register's times follow its numbers.
 */
export function appendChained<C extends object, H extends ChainHead>(
  tx: Transaction,
  book: ChainBook,
  head: H,
  contents: readonly C[],
  now = new Date(),
): { entries: (C & Sealed)[]; head: H } {
  const entries: (C & Sealed)[] = [];
  const start = Math.max(now.getTime(), head.writtenAt ? Date.parse(head.writtenAt) + 1 : 0);
  let last: ChainHead = { seq: head.seq, hash: head.hash, writtenAt: head.writtenAt };
  contents.forEach((content, i) => {
    const entry = sealEntry(content, last, new Date(start + i));
    tx.create(book.entry(entry.seq), entry);
    entries.push(entry);
    last = entry;
  });
  const moved: H = { ...head, seq: last.seq, hash: last.hash, ...(last.writtenAt ? { writtenAt: last.writtenAt } : {}) };
  tx.set(book.head, moved);
  return { entries, head: moved };
}

/** Entries a verification or an export reads at a time. */
const PAGE = 500;

/**
 * The stored entries in their order (document ids are zero-padded numbers), a page at a time; with `ids`, only those
 * from the first id to the last, both included.
 */
export async function* chainPages(
  entries: CollectionReference,
  ids?: { from: string; to: string },
): AsyncGenerator<Record<string, unknown>[]> {
  let after: string | undefined;
  for (;;) {
    let q = entries.orderBy(FieldPath.documentId()).limit(PAGE);
    if (ids) q = q.endAt(ids.to);
    if (after) q = q.startAfter(after);
    else if (ids) q = q.startAt(ids.from);
    const page = await q.get();
    if (page.empty) return;
    after = page.docs.at(-1)!.id;
    yield page.docs.map((d) => d.data());
  }
}

/** Recomputes the whole chain against the head, holding one page at a time; an absent head is the empty book's. */
export async function verifyStoredChain(book: ChainBook): Promise<ChainVerdict & { headSeq: number }> {
  const snap = await book.head.get();
  const head = snap.exists ? (snap.data() as ChainHead) : EMPTY_HEAD;
  const verifier = new ChainVerifier();
  outer: for await (const page of chainPages(book.entries)) for (const e of page) if (verifier.add(e)) break outer;
  return { ...verifier.finish(head), headSeq: head.seq };
}
