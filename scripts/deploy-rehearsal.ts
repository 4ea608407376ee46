/**
 * `npm run deploy:check -- --emulators`: docs/deploy.md §4, steps 4 to 7, run against fresh emulators as an operator
 * runs them against a new project (scripts/lib/rehearsal.ts). Prints each step; exits 1 at the first one that fails.
 * Needs the emulators' variables (scripts/emulators-exec.mjs sets them).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { rehearseFirstAssociation } from './lib/rehearsal';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through scripts/emulators-exec.mjs`);
  return value;
};

const app = initializeApp({ projectId: env('GCLOUD_PROJECT') });
console.log('Rehearsal of docs/deploy.md §4 on the emulators:');
rehearseFirstAssociation({
  db: getFirestore(app),
  auth: getAuth(app),
  api: `${env('FUNCTIONS_URL')}/api`,
  authUrl: `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}`,
  run: '',
  step: (text) => console.log(`  ✔ ${text}`),
}).then(
  () => console.log('Rehearsal passed.'),
  (e: unknown) => {
    console.error(`  ✘ ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
