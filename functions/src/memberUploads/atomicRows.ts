import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { cardPath, type UniqueMemberKey } from '@tessera/domain/paths';
import type { UploadReason, UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { db } from '../shared/admin';
import { createClaims, lostToAnotherWriter, readClaims, retryLostClaims, type MemberKeys } from '../members/uniqueClaims';

/**
 * The bulk upload's rows that give a member an email or tax code it did not hold, or a new card: each is written
 * atomically with its claims (members/uniqueClaims.ts), so a job and single creates running at the same time never
 * leave two members with one value, and a row that lost its value to another writer writes nothing.
 */

/** The refusal a key another member holds gives. */
const TAKEN_REASON: Record<UniqueMemberKey, UploadReason> = { email: 'EMAIL_ALREADY_USED', ssn: 'TAX_CODE_ALREADY_USED' };
const KEY_COLUMN: Record<UniqueMemberKey, string> = { email: 'email', ssn: 'taxcode' };

/** Rows written atomically (claims, member, card) at once: enough to keep the database busy, bounded for memory. */
export const ATOMIC_ROWS_IN_FLIGHT = 32;

/** One row whose member gains an email or tax code it did not hold, or a new card: written atomically with its claims. */
export interface AtomicRow {
  line: number;
  memberId: string;
  /** the member exists already (gaining a key or a card): a refusal still names it, for RESET */
  existing: boolean;
  claims: MemberKeys;
  newCard: string | null;
  write: (w: Writes) => void;
  applied: UploadReportRow;
}

/** What a row writes, in a batch or a transaction alike. */
export interface Writes {
  set(ref: DocumentReference, data: DocumentData, merge: boolean): void;
  create(ref: DocumentReference, data: DocumentData): void;
}
export const batchWrites = (b: FirebaseFirestore.WriteBatch): Writes => ({
  set: (ref, data, merge) => void (merge ? b.set(ref, data, { merge: true }) : b.set(ref, data)),
  create: (ref, data) => void b.create(ref, data),
});
const txWrites = (tx: FirebaseFirestore.Transaction): Writes => ({
  set: (ref, data, merge) => void (merge ? tx.set(ref, data, { merge: true }) : tx.set(ref, data)),
  // inside the transaction the card was read first: create stays create-only
  create: (ref, data) => void tx.create(ref, data),
});

/**
 * Writes one atomic row: a batch with its claims and new card create-only, so a value or number another writer took
 * meanwhile fails the whole batch and writes nothing. Then (and on a re-run after a crash, where the claims are
 * this row's own) a transaction decides: stale or own claims are taken over, a value held by another member or a
 * card of another member refuses the row.
 */
export async function writeAtomicRow(orgId: string, row: AtomicRow): Promise<UploadReportRow> {
  const refused = (reason: UploadReason, column: string): UploadReportRow => ({
    line: row.line,
    outcome: 'REFUSED',
    reason,
    column,
    ...(row.existing ? { memberId: row.memberId } : {}),
  });
  const batch = db.batch();
  createClaims(batch, orgId, row.memberId, row.claims);
  row.write(batchWrites(batch));
  try {
    await batch.commit();
    return row.applied;
  } catch (e) {
    if (!lostToAnotherWriter(e)) throw e;
  }
  const refusal = await retryLostClaims(() =>
    db.runTransaction(async (tx): Promise<UploadReportRow | null> => {
      const card = row.newCard ? await tx.get(db.doc(cardPath(orgId, row.newCard))) : null;
      const { taken, claim } = await readClaims(tx, orgId, row.memberId, row.claims);
      if (taken[0]) return refused(TAKEN_REASON[taken[0]], KEY_COLUMN[taken[0]]);
      if (card?.exists && card.get('memberId') !== row.memberId) return refused('CARD_NUMBER_ALREADY_USED', 'cardnumber');
      claim();
      const writes = txWrites(tx);
      // the card is this row's own (a re-run): rewritten rather than created
      row.write(card?.exists ? { ...writes, create: (ref, data) => writes.set(ref, data, true) } : writes);
      return null;
    }),
  );
  return refusal ?? row.applied;
}
