// Runs one command with the emulators up, e.g. `node scripts/emulators-exec.mjs 'vitest run …'` (for development).
import {
  buildFunctions,
  firebaseConfigArgs,
  emulatorClientEnv,
  firestoreEmulatorEnv,
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
} from './lib/emulators.mjs';
import { sh } from './lib/steps.mjs';

buildFunctions();
const code = await sh(
  FIREBASE_BIN,
  [
    'emulators:exec',
    ...firebaseConfigArgs(),
    '--project',
    PROJECT_ID,
    '--only',
    'auth,firestore,functions',
    process.argv.slice(2).join(' '),
  ],
  {
    cwd: ROOT,
    env: { ...firestoreEmulatorEnv(), ...emulatorClientEnv() },
  },
);
process.exit(code);
