import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { ChainHead, ChainVerdict } from '@tessera/domain/register/chain';
import { registerEntryId, type RegisterContent, type RegisterEntry } from '@tessera/domain/register/entry';
import { lacksResolution, resolutionFor, unresolvedAdmission } from '@tessera/domain/register/resolutions';
import {
  listNamesPath,
  orgCol,
  registerEntryPath,
  registerHeadPath,
  registerMemberPath,
  registerSettingsPath,
  registerUnresolvedPath,
} from '@tessera/domain/paths';
import { appendChained, chainPages, verifyStoredChain, type ChainBook } from '../shared/chainStore';

/**
 * The register's documents and its one way of growing: a chained book (shared/chainStore.ts) whose head,
 * `register/head`, also keeps the opening step's progress.
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
 * Attempts of an appending transaction: appends wait on the one head document. The members' and fees' appends all go
 * through the one drainer (drain.ts), so only the opening step, a board resolution and the drainer meet there; a few
 * more attempts than the SDK's default five all the same.
 */
export const APPEND_ATTEMPTS = { maxAttempts: 30 };

/** An entry a member's or a payment's change calls for, and how to record, once it has its number, what it wrote. */
export interface PlannedEntry {
  content: RegisterContent;
  record: (tx: Transaction, seq: number) => void;
}

export const headRef = (db: Firestore, orgId: string) => db.doc(registerHeadPath(orgId));
export const entryRef = (db: Firestore, orgId: string, seq: number) => db.doc(registerEntryPath(orgId, registerEntryId(seq)));
export const memberStateRef = (db: Firestore, orgId: string, memberId: string) => db.doc(registerMemberPath(orgId, memberId));
export const entriesCol = (db: Firestore, orgId: string) => db.collection(orgCol(orgId, 'registerEntries'));
export const settingsRef = (db: Firestore, orgId: string) => db.doc(registerSettingsPath(orgId));
export const unresolvedRef = (db: Firestore, orgId: string, seq: number) => db.doc(registerUnresolvedPath(orgId, registerEntryId(seq)));
export const unresolvedCol = (db: Firestore, orgId: string) => db.collection(orgCol(orgId, 'registerUnresolved'));

const registerBook = (db: Firestore, orgId: string): ChainBook => ({
  head: headRef(db, orgId),
  entries: entriesCol(db, orgId),
  entry: (seq) => entryRef(db, orgId, seq),
});

export const headOf = (snap: DocumentSnapshot): RegisterHead | null => (snap.exists ? (snap.data() as RegisterHead) : null);

/**
 * Appends the entries after `head` in the transaction and moves the head (shared/chainStore.ts appendChained). Every
 * append also keeps `registerUnresolved`, the admissions still without a board resolution (register/resolutions.ts):
 * an admission or opening written without one joins it, a correction carrying one takes its admission out. The screen
 * then counts and pages that small collection instead of reading a register of 100,000 entries on every view; it is
 * kept whether or not the statute asks for resolutions, so turning the setting on finds it up to date.
 */
export function appendEntries(
  tx: Transaction,
  db: Firestore,
  orgId: string,
  head: RegisterHead,
  contents: readonly RegisterContent[],
  now = new Date(),
): { entries: RegisterEntry[]; head: RegisterHead } {
  const appended = appendChained(tx, registerBook(db, orgId), head, contents, now);
  for (const e of appended.entries) {
    if (lacksResolution(e)) tx.set(unresolvedRef(db, orgId, e.seq), unresolvedAdmission(e));
    const resolved = resolutionFor(e);
    if (resolved !== null) tx.delete(unresolvedRef(db, orgId, resolved));
  }
  return appended;
}

/** The category names of the organization (one read: the list values' summary). */
export async function categoryNames(tx: Transaction, db: Firestore, orgId: string): Promise<Record<string, string>> {
  const snap = await tx.get(db.doc(listNamesPath(orgId)));
  return ((snap.data() ?? {}) as { category?: Record<string, string> }).category ?? {};
}

/** The stored entries in their order, a page at a time. */
export const entryPages = (db: Firestore, orgId: string, seqs?: { from: number; to: number }) =>
  chainPages(entriesCol(db, orgId), seqs && { from: registerEntryId(seqs.from), to: registerEntryId(seqs.to) });

/** Recomputes the whole chain against the head (the screen's Verify, the CLI). */
export const verifyStoredRegister = (db: Firestore, orgId: string): Promise<ChainVerdict & { headSeq: number }> =>
  verifyStoredChain(registerBook(db, orgId));
