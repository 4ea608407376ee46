// Shared by start, test and e2e scripts: how to run the Firebase emulators offline on these machines.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const PROJECT_ID = 'demo-tessera';
export const REGION = 'europe-west1';
export const PORTS = { auth: 9099, firestore: 8080, functions: 5001, web: 5173 };
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

/** Google's Firestore emulator shipped by Debian's google-cloud-cli-firestore-emulator package. */
const GCLOUD_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * firebase-tools would download its Firestore jar, which fails offline. When the machine has Google's
 * jar, build a launcher jar whose manifest alone points at it (the jar has no Main-Class) and hand it to
 * firebase-tools through FIRESTORE_EMULATOR_BINARY_PATH. Elsewhere firebase-tools downloads its own.
 */
export function firestoreEmulatorEnv() {
  if (!existsSync(GCLOUD_JAR)) return {};
  const dir = join(ROOT, '.cache', 'firestore-launcher');
  const launcher = join(dir, 'launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(join(dir, 'META-INF'), { recursive: true });
    const manifest = `Manifest-Version: 1.0\nMain-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${GCLOUD_JAR}\n`;
    writeFileSync(join(dir, 'manifest.txt'), manifest);
    writeFileSync(join(dir, 'META-INF', 'MANIFEST.MF'), manifest);
    try {
      execFileSync('jar', ['cfm', launcher, join(dir, 'manifest.txt')], { stdio: 'ignore' });
    } catch {
      execFileSync('zip', ['-q', '-r', launcher, 'META-INF'], { cwd: dir, stdio: 'ignore' });
    }
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

/** Environment for anything that talks to the emulators (Admin SDK, tests, seed). */
export function emulatorClientEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    FUNCTIONS_URL: `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}`,
  };
}

/** Node modules present and in step with the lockfile? (`npm start` installs what is missing.) */
export function ensureInstalled() {
  if (existsSync(join(ROOT, 'node_modules', '.bin', 'firebase')) && existsSync(join(ROOT, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
}

export function buildFunctions() {
  execFileSync('node', ['build.mjs'], { cwd: join(ROOT, 'functions'), stdio: 'inherit' });
}

export const HUB_PORT = 4400;
