/**
 * Step 4 of docs/deploy.md: the platform's own organization and its first platform admin, in an empty project. With
 * application-default credentials for the project:
 *   GOOGLE_CLOUD_PROJECT=<project> node --import tsx scripts/create-platform-admin.ts <org id> "<org name>" <email>
 * prints the link where the admin chooses a password (open it, then sign in at APP_URL/auth).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createPlatformAdmin } from './lib/platformAdmin';

const [orgId, orgName, email] = process.argv.slice(2);
if (!orgId || !orgName || !email) {
  console.error('usage: create-platform-admin.ts <org id> "<org name>" <email>');
  process.exit(2);
}
const app = initializeApp();
const { passwordLink } = await createPlatformAdmin(getFirestore(app), getAuth(app), { orgId, orgName, email });
console.log(`Platform admin ${email} created in ${orgId}. Password link (open it once):\n${passwordLink}`);
