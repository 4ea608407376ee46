/**
 * Keeps the Firestore emulator from queuing trigger events while the seed loads.
 *
 * Switching the Functions emulator's triggers off (its hub's `disableBackgroundTriggers`) only makes it answer each event
 * with "disabled": the Firestore emulator still queues one event per written document and delivers them one by one,
 * about 130 a second here, so 100,000 members with their cards and payments kept it busy for most of an hour after the
 * seed had finished, and every later edit's trigger waited behind them. The Firestore emulator keeps its own list of
 * triggers (what the Functions emulator registered at start: event type and document pattern, by key). Registering
 * each key again with a pattern no document has makes it queue nothing; registering it again as it was restores it.
 *
 * The keys are the ones the Functions emulator gives on its first load (`<function id>-0`). After it reloads its code
 * (a rebuild while `npm start` runs) it registers new keys, which this does not reach: those events are then skipped
 * slowly, as before. Failures are reported and ignored: without a Functions emulator there is nothing to quiet.
 */

interface FirestoreTrigger {
  id: string;
  eventTrigger: {
    eventType: string;
    eventFilters: { database: string; namespace: string; document?: string };
    eventFilterPathPatterns?: { document?: string };
  };
}

/** a document pattern no path of the project matches */
const NOWHERE = '__seed_loading__/{doc}';
/** the generation of keys the Functions emulator registers on its first load */
const FIRST_LOAD = 0;

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function firestoreTriggers(hub: string): Promise<FirestoreTrigger[]> {
  const emulators = await json<Record<string, { host: string; port: number } | undefined>>(`http://${hub}/emulators`);
  const functions = emulators.functions;
  if (!functions) return [];
  const { backends } = await json<{ backends: { functionTriggers: Partial<FirestoreTrigger>[] }[] }>(
    `http://${functions.host}:${functions.port}/backends`,
  );
  return backends
    .flatMap((b) => b.functionTriggers)
    .filter((t): t is FirestoreTrigger => Boolean(t.id && t.eventTrigger?.eventType.startsWith('google.cloud.firestore.')));
}

/** Registers the trigger's key with the Firestore emulator: at `document` when given, else at its own pattern. */
async function register(firestoreHost: string, projectId: string, t: FirestoreTrigger, document?: string): Promise<void> {
  const { eventType, eventFilters, eventFilterPathPatterns } = t.eventTrigger;
  const own = eventFilterPathPatterns?.document
    ? { value: eventFilterPathPatterns.document, matchType: 'PATH_PATTERN' }
    : { value: eventFilters.document, matchType: 'EXACT' };
  const body = {
    eventType,
    database: eventFilters.database,
    namespace: eventFilters.namespace,
    document: document ? { value: document, matchType: 'PATH_PATTERN' } : own,
  };
  const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${t.id}-${FIRST_LOAD}`;
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${(await res.text()).slice(0, 120)}`);
}

/**
 * Points every Firestore trigger away from the data; `restore` points them back (call it in a `finally`). `quieted` is
 * 0 when there is no emulator hub or Functions emulator, or the Firestore emulator refused.
 */
export async function quietFirestoreTriggers(
  firestoreHost: string,
  projectId: string,
  log: (message: string) => void,
): Promise<{ quieted: number; restore: () => Promise<void> }> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  let triggers: FirestoreTrigger[] = [];
  try {
    if (hub) triggers = await firestoreTriggers(hub);
  } catch (e) {
    log(`Trigger events not quieted (${(e as Error).message}).`);
  }
  const quieted: FirestoreTrigger[] = [];
  try {
    for (const t of triggers) {
      await register(firestoreHost, projectId, t, NOWHERE);
      quieted.push(t);
    }
  } catch (e) {
    log(`Trigger events not quieted (${(e as Error).message}).`);
  }
  if (quieted.length > 0) log(`The Firestore emulator queues no trigger events meanwhile (${quieted.length} triggers).`);
  return {
    quieted: quieted.length,
    restore: async () => {
      for (const t of quieted) await register(firestoreHost, projectId, t);
    },
  };
}
