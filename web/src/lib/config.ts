import { z } from 'zod';
import { TOKEN_REFRESH_MS } from '@tessera/domain/constants';

/** The web app's configuration, parsed once from Vite's env (web/.env.example lists it). */
const schema = z.object({
  VITE_FIREBASE_API_KEY: z.string().default('demo-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().default('demo-tessera.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z.string().default('demo-tessera'),
  VITE_FIREBASE_APP_ID: z.string().default('demo-app'),
  VITE_USE_EMULATORS: z.enum(['true', 'false']).default('true'),
  VITE_EMULATOR_HOST: z.string().default('127.0.0.1'),
  VITE_EMULATOR_AUTH_PORT: z.coerce.number().int().default(9099),
  VITE_EMULATOR_FIRESTORE_PORT: z.coerce.number().int().default(8080),
  VITE_DEFAULT_ORG: z.string().default('aps-aurora'),
  /** Session refresh period; spec §9 says 5 minutes. Only the browser tests shorten it, to watch refreshes happen. */
  VITE_SESSION_REFRESH_MS: z.coerce.number().int().min(1000).default(TOKEN_REFRESH_MS),
});

const env = schema.parse(import.meta.env);

export const config = {
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  },
  useEmulators: env.VITE_USE_EMULATORS === 'true',
  emulatorHost: env.VITE_EMULATOR_HOST,
  emulatorPorts: { auth: env.VITE_EMULATOR_AUTH_PORT, firestore: env.VITE_EMULATOR_FIRESTORE_PORT },
  defaultOrg: env.VITE_DEFAULT_ORG,
  sessionRefreshMs: env.VITE_SESSION_REFRESH_MS,
} as const;
