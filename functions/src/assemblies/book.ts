import type { Firestore } from 'firebase-admin/firestore';
import { bookEntryId } from '@tessera/domain/assemblies/minutes';
import { assemblyBookEntryPath, assemblyBookHeadPath, orgCol } from '@tessera/domain/paths';
import type { ChainBook } from '../shared/chainStore';

/**
 * The book of assembly meetings (libro delle adunanze e deliberazioni delle assemblee): a chained book
 * (shared/chainStore.ts), its head at `assemblyBook/head`, its entries at `assemblyBookEntries/{number}`.
 */
export const assemblyBook = (db: Firestore, orgId: string): ChainBook => ({
  head: db.doc(assemblyBookHeadPath(orgId)),
  entries: db.collection(orgCol(orgId, 'assemblyBookEntries')),
  entry: (seq) => db.doc(assemblyBookEntryPath(orgId, bookEntryId(seq))),
});

/** Appends queue on the one head document: a few at once retry more than the SDK's default five. */
export const BOOK_APPEND_ATTEMPTS = { maxAttempts: 30 };
