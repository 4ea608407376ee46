// Shared by start, test and e2e scripts: how to run the Firebase emulators offline on these machines.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TEST_PASS_TYPE_ID, TEST_TEAM_ID, walletTestSecrets } from './walletTestCerts.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const PROJECT_ID = 'demo-tessera';
export const REGION = 'europe-west1';
/**
 * TESSERA_PORT_OFFSET shifts every emulator port, so that several developers (or helpers) can run the
 * emulator tests side by side on one machine. 0 (the default) uses firebase.json as it is. One run's ports differ
 * by 100s (hub 4400, logging 4500; eventarc 9299, tasks 9499), so offsets step by 1000 or two runs collide.
 */
export const PORT_OFFSET = Number(process.env.TESSERA_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET % 1000 !== 0)
  throw new Error(`TESSERA_PORT_OFFSET=${process.env.TESSERA_PORT_OFFSET} must be a multiple of 1000 (1000, 3000, …)`);
const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  pubsub: 8085,
  firestoreWebsocket: 9150,
};
export const PORTS = {
  ...Object.fromEntries(Object.entries(BASE_PORTS).map(([k, v]) => [k, v + PORT_OFFSET])),
  web: 5173 + Math.round(PORT_OFFSET / 1000),
};
// Ports that fetch() refuses to connect to (WHATWG "bad ports"), which the emulator clients use: e.g. an
// offset of 2000 puts Firestore on 10080. Refuse such an offset up front instead of failing deep in a test.
const FETCH_BAD_PORTS = new Set([6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);
for (const [name, port] of Object.entries(PORTS)) {
  if (FETCH_BAD_PORTS.has(port))
    throw new Error(
      `TESSERA_PORT_OFFSET=${PORT_OFFSET} puts ${name} on port ${port}, which fetch() refuses: choose another offset (e.g. 3000)`,
    );
}

/** What the web dev server needs to reach these emulators (Vite env and the API proxy target). */
export function webEnv() {
  return {
    TESSERA_WEB_PORT: String(PORTS.web),
    TESSERA_API_TARGET: `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}/api`,
    VITE_EMULATOR_AUTH_PORT: String(PORTS.auth),
    VITE_EMULATOR_FIRESTORE_PORT: String(PORTS.firestore),
  };
}

/** `--config` for firebase-tools: firebase.json itself, or a git-ignored copy beside it with shifted ports. */
export function firebaseConfigArgs() {
  if (!PORT_OFFSET) return [];
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  delete config.hosting;
  for (const name of ['auth', 'firestore', 'functions', 'hub', 'logging', 'eventarc', 'tasks', 'pubsub'])
    config.emulators[name] = { host: '127.0.0.1', port: PORTS[name] };
  config.emulators.firestore.websocketPort = PORTS.firestoreWebsocket;
  // beside firebase.json: firebase-tools resolves (and confines) paths to the config file's folder
  const file = join(ROOT, `firebase.offset-${PORT_OFFSET}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return ['--config', file];
}
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
/**
 * The emulators every run starts. Pub/Sub is there for the scheduled functions: without it the Functions emulator
 * ignores every onSchedule function ("the pubsub emulator does not exist or is not running"); lib/schedules.mjs runs them.
 */
export const EMULATORS = 'auth,firestore,functions,pubsub';

/** Google's Firestore emulator shipped by Debian's google-cloud-cli-firestore-emulator package. */
const GCLOUD_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * firebase-tools would download its Firestore jar, which fails offline. When the machine has Google's
 * jar, build a launcher jar whose manifest alone points at it (the jar has no Main-Class) and hand it to
 * firebase-tools through FIRESTORE_EMULATOR_BINARY_PATH. Elsewhere firebase-tools downloads its own.
 */
/**
 * The Functions emulator gives the functions' code 10 s to load before it declares none exist; on a loaded
 * 2-core machine loading took longer and every API call then answered 404 "Function … does not exist".
 *
 * It also serves one request at a time per worker process, starting a new process (loading all the functions' code)
 * for each request or trigger arriving while the others are busy, up to FUNCTIONS_EMULATOR_PARALLEL at once (50 by
 * default). A hot sale's 200 buyers at once made it start over 200 processes on 2 cores: the buyers waited minutes for
 * them to load, and its pool handed some new processes to other requests, so most buyers were never answered. A few
 * processes, loaded once and reused, is closer to production, where one instance serves up to 40 requests at once
 * (api.ts concurrency): the requests beyond them wait their turn in the emulator's queue.
 */
const FUNCTIONS_WORKERS = process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '8';
export const FUNCTIONS_LOAD_ENV = { FUNCTIONS_DISCOVERY_TIMEOUT: '60', FUNCTIONS_EMULATOR_PARALLEL: FUNCTIONS_WORKERS };

/**
 * The Firestore emulator keeps every document in its JVM's heap, whose default cap is a quarter of the machine's
 * memory: with the 100,000-member seed (600,000 documents with claims and payments) the old generation filled, and
 * the emulator spent 670 of 900 s in full collections. Half the memory lets the bench's association fit.
 */
const JVM_ENV = { JAVA_TOOL_OPTIONS: '-XX:MaxRAMPercentage=50' };

function firestoreEmulatorEnv() {
  if (!existsSync(GCLOUD_JAR)) return JVM_ENV;
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
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher, ...JVM_ENV };
}

/** Google's Pub/Sub emulator shipped by Debian's google-cloud-cli-pubsub-emulator package (a start script and its jar). */
export const GCLOUD_PUBSUB = '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/bin/cloud-pubsub-emulator';

/**
 * Like Firestore's: firebase-tools would download its Pub/Sub emulator, which fails offline. It takes Google's start
 * script through PUBSUB_EMULATOR_BINARY_PATH, but it chmods whatever path it is given, so it gets a launcher of ours in
 * .cache that runs Google's script (which finds its jar from its own path). Elsewhere firebase-tools downloads its own.
 */
function pubsubEmulatorEnv() {
  if (!existsSync(GCLOUD_PUBSUB)) return {};
  const launcher = join(ROOT, '.cache', 'pubsub-launcher', 'cloud-pubsub-emulator');
  if (!existsSync(launcher)) {
    mkdirSync(dirname(launcher), { recursive: true });
    writeFileSync(launcher, `#!/bin/sh\nexec ${GCLOUD_PUBSUB} "$@"\n`, { mode: 0o755 });
  }
  return { PUBSUB_EMULATOR_BINARY_PATH: launcher };
}

/** What firebase-tools needs to start the emulators' Java processes offline. */
export function emulatorBinariesEnv() {
  return { ...firestoreEmulatorEnv(), ...pubsubEmulatorEnv() };
}

/** Environment for anything that talks to the emulators (Admin SDK, tests, seed). */
export function emulatorClientEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    FUNCTIONS_URL: `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${REGION}`,
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${PORTS.hub}`,
  };
}

/**
 * Secrets the functions declare with defineSecret. In production they live in Secret Manager; the emulator
 * reads functions/.secret.local, which is git-ignored and made here on first use: random keys for signing,
 * an empty SendGrid key (empty = the local mail sink), an empty Stripe key (empty = the local checkout page)
 * and a random webhook secret the local checkout signs its events with.
 */
const LOCAL_SECRETS = {
  CARD_TOKEN_SECRET: () => randomBytes(32).toString('hex'),
  SENDGRID_API_KEY: () => '',
  EMAIL_CODE_SECRET: () => randomBytes(32).toString('hex'),
  STRIPE_SECRET_KEY: () => '',
  STRIPE_WEBHOOK_SECRET: () => `whsec_${randomBytes(24).toString('hex')}`,
  MAIL_UNSUBSCRIBE_SECRET: () => randomBytes(32).toString('hex'),
};

/**
 * SendGrid's Event Webhook key pair: the functions get the public key (a secret like the others), the tests the private
 * one, to sign events as SendGrid does. Made together, both or neither.
 */
function eventKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    SENDGRID_EVENT_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    SENDGRID_EVENT_TEST_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
  };
}

/**
 * Google Wallet's service account key, as Google hands it out (a JSON key file), with a generated RSA key: the
 * functions sign save links with it, the tests verify them with the public key kept beside it (not a secret the
 * functions declare). Base64 keeps the JSON on one line of .secret.local. Made together, both or neither.
 */
function googleWalletTestKey() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = {
    type: 'service_account',
    project_id: PROJECT_ID,
    client_email: `wallet@${PROJECT_ID}.iam.gserviceaccount.com`,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
  };
  return {
    GOOGLE_WALLET_SERVICE_ACCOUNT: Buffer.from(JSON.stringify(key)).toString('base64'),
    GOOGLE_WALLET_TEST_PUBLIC_KEY: Buffer.from(publicKey.export({ type: 'spki', format: 'pem' })).toString('base64'),
  };
}

export function ensureLocalSecrets() {
  const file = join(ROOT, 'functions', '.secret.local');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const has = (name) => new RegExp(`^${name}=`, 'm').test(existing);
  const missing = Object.entries(LOCAL_SECRETS)
    .filter(([name]) => !has(name))
    .map(([name, make]) => [name, make()]);
  if (!has('SENDGRID_EVENT_PUBLIC_KEY')) missing.push(...Object.entries(eventKeyPair()));
  if (!has('GOOGLE_WALLET_SERVICE_ACCOUNT')) missing.push(...Object.entries(googleWalletTestKey()));
  // Apple Wallet: a test CA standing for Apple's WWDR and a pass certificate it signed (openssl, walletTestCerts.mjs)
  if (!has('APPLE_WALLET_SIGNER_CERT')) missing.push(...Object.entries(walletTestSecrets()));
  if (missing.length === 0) return;
  const lines = missing.map(([name, value]) => `${name}=${value}`).join('\n');
  writeFileSync(file, `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${lines}\n`);
}

/**
 * Plain (non-secret) parameters the emulated functions need for this run, in functions/.env.local (git-ignored;
 * the Functions emulator reads it over .env.<project>): APP_URL, the web app's address that emailed links open.
 */
export function writeLocalFunctionsEnv() {
  // mailshots are paced to 1,000 messages a second here (6,000 a minute in production): the tests and the bench send thousands
  // the wallet ids the local test certificate and key stand for (no real issuer or pass type is reached from here)
  const wallet = `GOOGLE_WALLET_ISSUER_ID=3388000000000000000\nAPPLE_PASS_TYPE_ID=${TEST_PASS_TYPE_ID}\nAPPLE_TEAM_ID=${TEST_TEAM_ID}\n`;
  writeFileSync(join(ROOT, 'functions', '.env.local'), `APP_URL=http://127.0.0.1:${PORTS.web}\nMAILSHOT_RATE_PER_MINUTE=60000\n${wallet}`);
}

export function buildFunctions() {
  ensureLocalSecrets();
  writeLocalFunctionsEnv();
  execFileSync('node', ['build.mjs'], { cwd: join(ROOT, 'functions'), stdio: 'inherit' });
}

/**
 * Runs one shell command inside `firebase emulators:exec` (Auth, Firestore, Functions; functions built first unless
 * `build` is false) and resolves to its exit code. `stdio` and extra `env` pass through to the child.
 */
export async function emulatorsExec(command, { stdio, env, build = true } = {}) {
  const { sh } = await import('./steps.mjs');
  if (build) buildFunctions();
  return sh(FIREBASE_BIN, ['emulators:exec', ...firebaseConfigArgs(), '--project', PROJECT_ID, '--only', EMULATORS, command], {
    cwd: ROOT,
    ...(stdio ? { stdio } : {}),
    env: { ...emulatorBinariesEnv(), ...FUNCTIONS_LOAD_ENV, ...emulatorClientEnv(), ...env },
  });
}
