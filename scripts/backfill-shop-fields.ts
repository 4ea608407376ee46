/**
 * One-off, right after deploying the version whose members' shop filters by "free of charge" and "seats left": writes
 * those two fields (`free`, `seatsFree`) on the activities and tickets stored before, which the shop's filtered queries
 * would otherwise never find. Both are derived from the item's prices and seats (domain entities/sale.ts), so a second
 * run writes nothing. E.g.
 *   GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-shop-fields.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { orgCol } from '../packages/domain/src/paths';
import { freeOfCharge, seatsFreeField } from '../packages/domain/src/entities/sale';
import { documentPages } from './lib/documentPages';

const db = getFirestore(initializeApp());

/** What the shop filters on, as every writer of an item now stores it (sales/saleStore.ts). */
function shopFields(d: FirebaseFirestore.DocumentData) {
  return {
    free: freeOfCharge(Array.isArray(d.prices) ? (d.prices as { cost: unknown }[]) : []),
    ...seatsFreeField({ seatsAvailable: d.seatsAvailable ?? null, currentEnrolled: Number(d.currentEnrolled ?? 0) }),
  };
}

for (const org of await db.collection('organizations').listDocuments()) {
  let written = 0;
  for await (const page of documentPages(db.collection(orgCol(org.id, 'sales')))) {
    const batch = db.batch();
    let changed = 0;
    for (const item of page) {
      const fields = shopFields(item.data());
      if (item.get('free') === fields.free && item.get('seatsFree') === fields.seatsFree) continue;
      batch.update(item.ref, fields);
      changed += 1;
    }
    if (changed) await batch.commit();
    written += changed;
  }
  console.log(`${org.id}: ${written} shop items given their filter fields`);
}
