import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { effectiveCardStatus } from '@tessera/domain/cards/status';
import { cardPath, col, memberPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { isoOf, loadOrgCardSettings } from './cardData';
import { todayInItaly } from '@tessera/domain/locale/dates';

export interface ExpiryResult {
  /** `org/cardNumber` of every card turned INACTIVE by this run */
  expired: string[];
}

/**
 * Stores INACTIVE on every ACTIVE card whose valid-until plus the organization's grace period is over
 * (the read side already shows it so; storing it keeps filters, extraction and the dashboard counters right —
 * the counters trigger follows the member's `cardStatus`). Member and card document change in one batch.
 * Idempotent: a second run finds nothing left to expire.
 */
export async function expireCards(opts: { orgId?: string; today?: string } = {}): Promise<ExpiryResult> {
  const today = opts.today ?? todayInItaly();
  const orgIds = opts.orgId ? [opts.orgId] : (await db.collection(col.organizations).select().get()).docs.map((d) => d.id);
  const expired: string[] = [];
  for (const orgId of orgIds) {
    const { graceMonths } = await loadOrgCardSettings(orgId);
    // Only cards already past valid-until can be out of grace: the query narrows, the domain rule decides.
    const snap = await db
      .collection(orgCol(orgId, 'members'))
      .where('cardStatus', '==', 'ACTIVE')
      .where('cardValidUntil', '<', Timestamp.fromDate(new Date(`${today}T00:00:00Z`)))
      .get();
    const due = snap.docs.filter(
      (doc) => effectiveCardStatus({ status: 'ACTIVE', validUntil: isoOf(doc.get('cardValidUntil')) }, today, graceMonths) === 'INACTIVE',
    );
    // A batch holds 500 writes; two per card.
    for (let i = 0; i < due.length; i += 200) {
      const batch = db.batch();
      for (const doc of due.slice(i, i + 200)) {
        const number = doc.get('cardNumber') as string | undefined;
        batch.update(db.doc(memberPath(orgId, doc.id)), { cardStatus: 'INACTIVE', updatedAt: FieldValue.serverTimestamp() });
        if (number) batch.set(db.doc(cardPath(orgId, number)), { status: 'INACTIVE' }, { merge: true });
        expired.push(`${orgId}/${number ?? doc.id}`);
      }
      await batch.commit();
    }
  }
  return { expired };
}
