/**
 * One-off, after deploying the advanced search: writes each organization's search projection (searchShards, docs/search.md)
 * from its members and payments (scripts/lib/rebuildSearchShards.ts); the triggers keep it from then on. Run it in a
 * quiet moment (a member written while it reads may be overwritten with what it read; editing that member again
 * mends it); run it again any time. Against a project with application-default credentials, e.g.
 *   GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-search-shards.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildSearchShards } from './lib/rebuildSearchShards';

const db = getFirestore(initializeApp());
for (const org of await db.collection('organizations').listDocuments()) {
  const { members, shards } = await rebuildSearchShards(db, org.id);
  console.log(`${org.id}: ${members} members written into ${shards} search shards`);
}
