import { SERVICE_WORKER_STABLE_MS, TOKEN_REFRESH_MS } from '@tessera/domain/constants';

/**
 * The web app's configuration, read once from Vite's env (web/.env.example lists it). Plain checks rather than a
 * zod schema: this module runs on the login page, which does not download zod.
 */
// cast like readMeter.ts: the tests' tsconfig compiles this file (through the data hooks) without Vite's types
const env = (import.meta as unknown as { env: Record<string, string | undefined> }).env;

const text = (name: string, fallback: string): string => env[name] || fallback;

function integer(name: string, fallback: number, min = Number.MIN_SAFE_INTEGER): number {
  const raw = env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name}: an integer ≥ ${min} expected, got "${raw}"`);
  return n;
}

function flag(name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (!raw) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new Error(`${name}: true or false expected, got "${raw}"`);
  return raw === 'true';
}

export const config = {
  firebase: {
    apiKey: text('VITE_FIREBASE_API_KEY', 'demo-key'),
    authDomain: text('VITE_FIREBASE_AUTH_DOMAIN', 'demo-tessera.firebaseapp.com'),
    projectId: text('VITE_FIREBASE_PROJECT_ID', 'demo-tessera'),
    appId: text('VITE_FIREBASE_APP_ID', 'demo-app'),
  },
  /** true: connect to the Auth and Firestore emulators on emulatorHost */
  useEmulators: flag('VITE_USE_EMULATORS', true),
  emulatorHost: text('VITE_EMULATOR_HOST', '127.0.0.1'),
  emulatorPorts: { auth: integer('VITE_EMULATOR_AUTH_PORT', 9099), firestore: integer('VITE_EMULATOR_FIRESTORE_PORT', 8080) },
  /** Session refresh period: 5 minutes. Only the browser tests shorten it, to watch refreshes happen. */
  sessionRefreshMs: integer('VITE_SESSION_REFRESH_MS', TOKEN_REFRESH_MS, 1000),
  /** How long after the page has loaded the service worker is registered: 15 s. Only the PWA test shortens it. */
  serviceWorkerDelayMs: integer('VITE_SW_DELAY_MS', SERVICE_WORKER_STABLE_MS, 0),
} as const;
