/**
 * One-off, right after deploying the version whose erasers read only the documents that name the member (docs/data-model.md
 * "What the erasers read"): writes the keys they find documents by on those stored before (members' relatives lists,
 * mailshot batches, upload chunks and reports: each eraser's `backfillKeys`, functions/src/erasure/keysBackfill.ts).
 * Until it has run, an erasure passes over those documents. Idempotent: a second run writes nothing. Deploy the
 * indexes first. Against a project with application-default credentials, e.g.
 *   GOOGLE_CLOUD_PROJECT=my-project node --import tsx scripts/backfill-erasure-keys.ts
 * or against the emulators with FIRESTORE_EMULATOR_HOST set.
 */
// the functions' admin app (shared/admin.ts) is the one this process uses; the areas register their erasers
import { db } from '../functions/src/shared/admin';
import '../functions/src/wiring';
import { backfillErasureKeys } from '../functions/src/erasure/keysBackfill';

for (const org of await db.collection('organizations').listDocuments()) {
  const written = await backfillErasureKeys(org.id);
  const said = Object.entries(written).map(([eraser, n]) => `${eraser} ${n}`);
  console.log(`${org.id}: documents written by eraser: ${said.join(', ')}`);
}
