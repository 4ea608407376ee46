/** Where the emulators are; scripts/lib/emulators.mjs sets these for every test run. */
function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the tests through npm test / npm run test:e2e`);
  return v;
}
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-tessera';
export const firestoreHost = () => required('FIRESTORE_EMULATOR_HOST');
export const authHost = () => required('FIREBASE_AUTH_EMULATOR_HOST');
export const functionsUrl = () => required('FUNCTIONS_URL');
