/**
 * One-off, right after deploying the version whose registrations to sale items carry the registering member's group:
 * writes it on the registrations stored before (scripts/lib/groupRegistrations.ts), which until then no group admin
 * sees. Idempotent. Against a project with application-default credentials, e.g.
 *   GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-registration-groups.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { groupRegistrations } from './lib/groupRegistrations';

const db = getFirestore(initializeApp());
for (const org of await db.collection('organizations').listDocuments()) {
  const { read, written } = await groupRegistrations(db, org.id);
  console.log(`${org.id}: ${read} registrations read, ${written} groups written`);
}
