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
 * The keys are `<function id>-<generation>`: the Functions emulator starts at generation 0 and, each time it reloads
 * (its triggers switched back on, as the seed does after loading; a rebuild while `npm start` runs), loads its
 * functions again under the next generation's keys, keeping the earlier ones, which then answer "disabled". Its list of
 * triggers holds every generation's, in the order loaded, so the n-th entry of a function is its generation n. Every
 * generation's key is quieted: a clearing of the 100,000-member association after a reload fired an event per
 * document at the live generation, and the next edit's trigger never came within minutes, queued behind them. Only
 * the latest is restored; the earlier ones stay pointed nowhere, so no event is delivered to a key that would only
 * answer "disabled". (A rebuild that reloads only the functions it changed leaves the others under their older key,
 * and the count then runs behind for those it did change: their events are then skipped slowly, as before.) Failures
 * are reported and ignored: without a Functions emulator there is nothing to quiet.
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

/** A trigger under one of its keys: `live` for its latest generation, the one the Functions emulator runs. */
interface KeyedTrigger {
  key: string;
  live: boolean;
  trigger: FirestoreTrigger;
}

/** Every generation's key of every Firestore trigger (the n-th entry of a function is its generation n). */
async function keyedTriggers(hub: string): Promise<KeyedTrigger[]> {
  const triggers = await firestoreTriggers(hub);
  const count = new Map<string, number>();
  for (const t of triggers) count.set(t.id, (count.get(t.id) ?? 0) + 1);
  const seen = new Map<string, number>();
  return triggers.map((trigger) => {
    const generation = seen.get(trigger.id) ?? 0;
    seen.set(trigger.id, generation + 1);
    return { key: `${trigger.id}-${generation}`, live: generation === count.get(trigger.id)! - 1, trigger };
  });
}

/** Registers a key with the Firestore emulator: at `document` when given, else at its trigger's own pattern. */
async function register(firestoreHost: string, projectId: string, { key, trigger }: KeyedTrigger, document?: string): Promise<void> {
  const { eventType, eventFilters, eventFilterPathPatterns } = trigger.eventTrigger;
  const own = eventFilterPathPatterns?.document
    ? { value: eventFilterPathPatterns.document, matchType: 'PATH_PATTERN' }
    : { value: eventFilters.document, matchType: 'EXACT' };
  const body = {
    eventType,
    database: eventFilters.database,
    namespace: eventFilters.namespace,
    document: document ? { value: document, matchType: 'PATH_PATTERN' } : own,
  };
  const url = `http://${firestoreHost}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${key}`;
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${(await res.text()).slice(0, 120)}`);
}

/**
 * Points every Firestore trigger's every key away from the data; `restore` points each trigger's live key back (call
 * it in a `finally`, after switching the Functions emulator's triggers back on: it reads the keys again, so a reload
 * in between is restored under its new generation). `quieted` is 0 when there is no emulator hub or Functions emulator,
 * or the Firestore emulator refused.
 */
export async function quietFirestoreTriggers(
  firestoreHost: string,
  projectId: string,
  log: (message: string) => void,
): Promise<{ quieted: number; restore: () => Promise<void> }> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  let keyed: KeyedTrigger[] = [];
  try {
    if (hub) keyed = await keyedTriggers(hub);
  } catch (e) {
    log(`Trigger events not quieted (${(e as Error).message}).`);
  }
  const quieted: KeyedTrigger[] = [];
  try {
    for (const k of keyed) {
      await register(firestoreHost, projectId, k, NOWHERE);
      quieted.push(k);
    }
  } catch (e) {
    log(`Trigger events not quieted (${(e as Error).message}).`);
  }
  const live = quieted.filter((k) => k.live).length;
  if (quieted.length > 0) log(`The Firestore emulator queues no trigger events meanwhile (${live} triggers, ${quieted.length} keys).`);
  return {
    quieted: quieted.length,
    restore: async () => {
      if (quieted.length === 0) return;
      // read again: switching the triggers back on reloads them under the next generation's keys
      const now = await keyedTriggers(hub!).catch(() => quieted);
      for (const k of now) if (k.live) await register(firestoreHost, projectId, k);
    },
  };
}
