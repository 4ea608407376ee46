import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { seedFixtures } from './fixtures';
import type { Principal } from './principals';

// A project of its own: these tests clear and seed their database and load the rules without
// touching the data of the API and trigger tests, which run on the same emulator as `demo-tessera`.
export const RULES_PROJECT_ID = 'demo-tessera-rules';

// RULES_UNDER_TEST runs the suite against another rules file, e.g. a proposed fix, without touching the real one.
const RULES_FILE = process.env.RULES_UNDER_TEST ?? new URL('../../../firestore.rules', import.meta.url);

function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules tests through firebase emulators:exec');
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

/** The test environment, seeded once per file. Returns a getter because vitest collects tests before beforeAll runs. */
export function useRulesEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    // Denied writes make the SDK log each broken write stream as a warning: thousands of lines that say nothing.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: { rules: readFileSync(RULES_FILE, 'utf8'), ...emulatorHost() },
    });
    await env.clearFirestore();
    await seedFixtures(env);
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('rules test environment not started');
    return env;
  };
}

const clients = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();

/** One Firestore client per principal and environment: each context is a Firebase app of its own, too costly per test. */
export function dbAs(env: RulesTestEnvironment, p: Principal): Firestore {
  let byKey = clients.get(env);
  if (!byKey) clients.set(env, (byKey = new Map()));
  let db = byKey.get(p.key);
  if (!db) {
    const ctx = p.uid === null ? env.unauthenticatedContext() : env.authenticatedContext(p.uid, p.claims ?? {});
    // The context hands out the compat type; the modular functions take the same instance.
    db = ctx.firestore() as unknown as Firestore;
    byKey.set(p.key, db);
  }
  return db;
}
