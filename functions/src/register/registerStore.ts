import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { ChainVerifier, EMPTY_HEAD, sealEntry, type ChainHead, type ChainVerdict } from '@tessera/domain/register/chain';
import { registerEntryId, type RegisterContent, type RegisterEntry } from '@tessera/domain/register/entry';
import { listNamesPath, orgCol, registerEntryPath, registerHeadPath, registerMemberPath } from '@tessera/domain/paths';

/**
 * The register's documents and its one way of growing: every append runs in a transaction that has read the head
 * (`register/head`: the last entry's number and hash), writes the next entries with `create` and moves the head. Two
 * appends at once therefore serialize on the head: the second sees the first's entries, so the chain never forks and
 * no number is given twice (and `create` would fail the transaction if one were).
 */

export interface RegisterHead extends ChainHead {
  /** when the opening step started the register (ISO); the members' life is recorded from then on */
  openedAt: string;
  /** the opening step's progress: the last member id it went through, and whether it went through all */
  openingCursor: string | null;
  openingDone: boolean;
}

/** Where a member stands in the register: what its last admission or departure said, and which entries. */
export interface RegisterMemberState {
  standing: 'in' | 'out';
  /** the last entry about the member */
  seq: number;
  /** the admission (or opening) entry a board resolution completes */
  admissionSeq: number | null;
}

/**
 * Attempts of an appending transaction: appends queue on the one head document, so a burst of them (an upload's
 * members each admitted by the trigger) retries more than the SDK's default five.
 */
export const APPEND_ATTEMPTS = { maxAttempts: 30 };

export const headRef = (db: Firestore, orgId: string) => db.doc(registerHeadPath(orgId));
export const entryRef = (db: Firestore, orgId: string, seq: number) => db.doc(registerEntryPath(orgId, registerEntryId(seq)));
export const memberStateRef = (db: Firestore, orgId: string, memberId: string) => db.doc(registerMemberPath(orgId, memberId));
export const entriesCol = (db: Firestore, orgId: string) => db.collection(orgCol(orgId, 'registerEntries'));

export const headOf = (snap: DocumentSnapshot): RegisterHead | null => (snap.exists ? (snap.data() as RegisterHead) : null);

/**
 * Appends the entries after `head` in the transaction and writes the head (with whatever else the caller changed on
 * it); answers the stored entries and the new head.
 * Each entry's time is `now` plus its place in the batch in milliseconds, so the times of a batch stay distinct and in
 * order.
 */
export function appendEntries(
  tx: Transaction,
  db: Firestore,
  orgId: string,
  head: RegisterHead,
  contents: readonly RegisterContent[],
  now = new Date(),
): { entries: RegisterEntry[]; head: RegisterHead } {
  const entries: RegisterEntry[] = [];
  let last: ChainHead = { seq: head.seq, hash: head.hash };
  contents.forEach((content, i) => {
    const entry = sealEntry(content, last, new Date(now.getTime() + i));
    tx.create(entryRef(db, orgId, entry.seq), entry);
    entries.push(entry);
    last = entry;
  });
  const moved: RegisterHead = { ...head, seq: last.seq, hash: last.hash };
  tx.set(headRef(db, orgId), moved);
  return { entries, head: moved };
}

/** The category names of the organization (one read: the list values' summary). */
export async function categoryNames(tx: Transaction, db: Firestore, orgId: string): Promise<Record<string, string>> {
  const snap = await tx.get(db.doc(listNamesPath(orgId)));
  return ((snap.data() ?? {}) as { category?: Record<string, string> }).category ?? {};
}

/** Entries a verification or an export reads at a time. */
const PAGE = 500;

/** The stored entries in their order (document ids are zero-padded numbers), a page at a time. */
export async function* entryPages(db: Firestore, orgId: string): AsyncGenerator<Record<string, unknown>[]> {
  let after: string | undefined;
  for (;;) {
    let q = entriesCol(db, orgId).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) q = q.startAfter(after);
    const page = await q.get();
    if (page.empty) return;
    after = page.docs.at(-1)!.id;
    yield page.docs.map((d) => d.data());
  }
}

/** Recomputes the whole chain against the head (the screen's Verify, the CLI). */
export async function verifyStoredRegister(db: Firestore, orgId: string): Promise<ChainVerdict & { headSeq: number }> {
  const head = headOf(await headRef(db, orgId).get());
  const verifier = new ChainVerifier();
  outer: for await (const page of entryPages(db, orgId)) for (const e of page) if (verifier.add(e)) break outer;
  const verdict = verifier.finish(head ?? EMPTY_HEAD);
  return { ...verdict, headSeq: head?.seq ?? 0 };
}
