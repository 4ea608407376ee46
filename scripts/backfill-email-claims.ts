/**
 * One-off, right after deploying the version whose writers all claim members' emails: writes the claims of members
 * stored before (scripts/lib/claimMemberEmails.ts), so that "does another member hold this email?" is answered by the
 * claim alone. Idempotent. Reports emails two members hold (left for an admin to merge). Against a project with
 * application-default credentials, e.g.
 *   GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-email-claims.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { claimMemberEmails } from './lib/claimMemberEmails';

const db = getFirestore(initializeApp());
for (const org of await db.collection('organizations').listDocuments()) {
  const { read, claimed, duplicates } = await claimMemberEmails(db, org.id);
  console.log(`${org.id}: ${read} members read, ${claimed} email claims written`);
  if (duplicates.length) console.log(`  emails held by more than one member (merge them): ${duplicates.join(', ')}`);
}
