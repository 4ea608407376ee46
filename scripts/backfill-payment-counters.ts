/**
 * One-off: writes the payment counters (organizations/{org}/counters/payments and payments_group_{g}: docs/data-model.md
 * §2.8) of organizations whose payments predate the trigger that keeps them (the payment trigger's paymentCounters reaction). Reads every payment
 * (the counted fields, 1,000 a page), sums what the trigger would have added for each (domain PaymentTallies) and writes the
 * sums over the counters. Run it in a quiet moment: a payment written while it reads is counted by the trigger and then
 * overwritten. Against a project with application-default credentials, e.g.
 *   GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-payment-counters.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { recountPayments } from './lib/recountPayments';

const db = getFirestore(initializeApp());
for (const org of await db.collection('organizations').listDocuments()) {
  const { read, counters } = await recountPayments(db, org.id);
  console.log(`${org.id}: ${read} payments counted into ${counters} counters`);
}
