import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { DemoDoc, DemoStream, DemoUser } from './generate';
import { emulatorDelete, firestoreDocumentsUrl } from './clearEmulator';
import { quietFirestoreTriggers } from './quietTriggers';

export interface LoadOptions {
  projectId: string;
  /** delete every document and account of the project in the emulators first */
  clear?: boolean;
  log?: (message: string) => void;
  /**
   * false: the Functions emulator's background triggers are left on, and only the Firestore emulator's triggers are
   * quieted (quietTriggers.ts). Switching them off and on again makes the Functions emulator load its functions anew,
   * under the next generation's trigger keys (which the quieting and the local scheduler find), taking a few seconds:
   * a test suite that loads the demo and goes on can spare them. Default true.
   */
  switchFunctionsTriggers?: boolean;
}

export interface LoadReport {
  docs: number;
  /** documents written per collection path (`organizations/x/members`, `accounts` …; `organizations/x` for the organization itself) */
  collections: Map<string, number>;
  usersCreated: number;
  usersExisting: number;
  /** false when no Functions emulator was running (nothing to switch off), or `switchFunctionsTriggers` was false */
  triggersDisabled: boolean;
}

/**
 * Writes demo data into the Firestore and Auth emulators.
 * The counters trigger is switched off meanwhile: the seed writes the counter documents itself, and
 * the trigger would count every member a second time (and make the load far slower).
 */
export async function loadDemo(data: DemoStream, opts: LoadOptions): Promise<LoadReport> {
  const log = opts.log ?? (() => {});
  const firestoreHost = emulatorHost('FIRESTORE_EMULATOR_HOST');
  const authHost = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const app = initializeApp({ projectId: opts.projectId }, `tessera-seed-${process.pid}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const counters: DemoDoc[] = [];
    const collections = new Map<string, number>();
    // counted and set aside as they stream past: the counters are written last
    function* others(): Generator<DemoDoc> {
      for (const d of data.docs) {
        // an organization's own document counts under its path, so the summary can name its organization
        const collection =
          d.path.split('/').length === 2 && d.path.startsWith('organizations/') ? d.path : d.path.slice(0, d.path.lastIndexOf('/'));
        collections.set(collection, (collections.get(collection) ?? 0) + 1);
        if (isCounter(d)) counters.push(d);
        else yield d;
      }
    }
    const switchTriggers = opts.switchFunctionsTriggers ?? true;
    const triggersDisabled = switchTriggers && (await setBackgroundTriggers(false, log));
    const quiet = await quietFirestoreTriggers(firestoreHost, opts.projectId, log);
    let users: { created: number; existing: number };
    try {
      // Cleared once quiet: the Firestore emulator's clearing fires a delete event for every document it removes (one
      // function run each, and the runs' transactions then hold locks the next clearing waits on).
      if (opts.clear) {
        await emulatorDelete(firestoreDocumentsUrl(firestoreHost, opts.projectId), log);
        await emulatorDelete(`http://${authHost}/emulator/v1/projects/${opts.projectId}/accounts`, log);
        log('Cleared the Firestore and Auth emulators.');
      }
      // Counters last: if a trigger ran anyway (the Functions emulator re-enables triggers whenever it
      // reloads its source), the computed totals still overwrite whatever it counted until then.
      await writeDocs(db, others());
      await writeDocs(db, counters);
      log(`Wrote ${total(collections)} documents.`);
      users = await createUsers(getAuth(app), data.users);
    } finally {
      // Always back on, even after a failed load, or the emulators would silently stop counting. The Functions
      // emulator first: switching its triggers on reloads them under new keys, which the Firestore emulator's are
      // then restored to (quietTriggers.ts).
      if (switchTriggers) await setBackgroundTriggers(true, triggersDisabled ? log : () => {});
      try {
        await quiet.restore();
      } catch (e) {
        log(`Warning: the Firestore emulator's triggers were not restored (${(e as Error).message}): restart the emulators.`);
      }
    }
    await reportSurprises(db, collections, counters, triggersDisabled && quiet.quieted === 0, log);
    return { docs: total(collections), collections, usersCreated: users.created, usersExisting: users.existing, triggersDisabled };
  } finally {
    await deleteApp(app);
  }
}

/** Whether the emulators hold any organization or account yet (the first `npm start` seeds, later ones keep the data). */
export async function emulatorHasData(projectId: string): Promise<boolean> {
  emulatorHost('FIRESTORE_EMULATOR_HOST');
  const app = initializeApp({ projectId }, `tessera-seed-check-${process.pid}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    for (const collection of ['organizations', 'accounts']) if (!(await db.collection(collection).limit(1).get()).empty) return true;
    return false;
  } finally {
    await deleteApp(app);
  }
}

/**
 * Tells what could make the loaded data look wrong. When its triggers could not be quieted (quietTriggers.ts), the
 * Firestore emulator queues an event for every member write even while triggers are off and delivers them slowly
 * (about 130 per second measured): the skipped ones are dropped, but they delay the events of later edits. A trigger reloaded mid-load
 * may have counted members twice. And members left from an earlier, larger seed are not counted.
 */
async function reportSurprises(
  db: Firestore,
  collections: Map<string, number>,
  counters: DemoDoc[],
  eventsQueued: boolean,
  log: (message: string) => void,
) {
  const expected = memberCollections(collections);
  const members = total(expected);
  if (eventsQueued && members >= 2000) {
    log(
      `Note: the emulator still drains ${members} skipped trigger events (about ${Math.ceil(members / 130)} s); counts of new edits lag until then.`,
    );
  }
  const drifted = await driftedCounters(db, counters);
  if (drifted.length > 0) log(`Warning: a trigger changed ${drifted.join(', ')} during the load. Run the seed again with --clear.`);
  for (const [collection, n] of expected) {
    const stored = (await db.collection(collection).count().get()).data().count;
    if (stored !== n)
      log(`Warning: ${collection} holds ${stored} members, the seed wrote ${n}: older data is left over. Run the seed again with --clear.`);
  }
}

/**
 * The organizations' member collections among the collections written, with their counts: not the collections under
 * each member (`…/members/<id>/private`), whose counting was one query per member with back-office data (two minutes
 * at 6,666 of them).
 */
export const memberCollections = (collections: Map<string, number>) =>
  new Map(
    [...collections].filter(([path]) => {
      const segments = path.split('/');
      return segments.length === 3 && segments[2] === 'members';
    }),
  );

const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

const isCounter = (d: DemoDoc) => {
  const parts = d.path.split('/');
  return parts.length === 4 && parts[0] === 'organizations' && parts[2] === 'counters';
};

/** Counter documents whose stored total is not the one the seed wrote. */
async function driftedCounters(db: Firestore, counters: DemoDoc[]): Promise<string[]> {
  if (counters.length === 0) return [];
  const snaps = await db.getAll(...counters.map((d) => db.doc(d.path)));
  return snaps.filter((snap, i) => snap.get('total') !== counters[i]!.data.total).map((snap) => snap.ref.path);
}

/** Refuses to run without the emulator variables: the seed must never write to a real project. */
function emulatorHost(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[name];
  if (!host) throw new Error(`${name} is not set: the seed only writes to the emulators (run it with npm run seed)`);
  return host;
}

/**
 * Switches the Functions emulator's background triggers through the emulator hub. A missing hub or
 * Functions emulator is fine (then no trigger can run), so failures are reported and ignored.
 */
async function setBackgroundTriggers(enabled: boolean, log: (message: string) => void): Promise<boolean> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    const res = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
    if (!res.ok) {
      log(`Triggers not ${enabled ? 're-enabled' : 'disabled'} (${res.status}: ${(await res.text()).slice(0, 120)}).`);
      return false;
    }
    log(enabled ? 'Background triggers re-enabled.' : 'Background triggers disabled while loading.');
    return true;
  } catch {
    log(`No emulator hub at ${hub}: no triggers to ${enabled ? 're-enable' : 'disable'}.`);
    return false;
  }
}

/**
 * Batches of 200 writes (or ~1 MB), three in flight: about five times faster than BulkWriter on the emulator. Each worker
 * takes its next batch from the stream, so memory holds a few batches, not the seed. Batches stay well under
 * Firestore's 500: a member with its search tokens is ~60 index entries, and on a loaded machine a 500-document
 * commit ran past the client's 60 s deadline (DEADLINE_EXCEEDED at ~40,000 of 100,000 members); a failed batch
 * is retried with growing pauses (set() makes a retry harmless).
 */
async function writeDocs(db: Firestore, docs: Iterable<DemoDoc>): Promise<void> {
  const BATCH = 200;
  // a commit travels as one gRPC message, which the emulator caps at 4 MiB: the search projection's shards are
  // ~160 KB each at 100,000 members, so a batch also ends once it holds ~1 MB
  const BATCH_BYTES = 1_000_000;
  const PARALLEL = 3;
  const TRIES = 6;
  const source = docs[Symbol.iterator]();
  const take = (): DemoDoc[] => {
    const chunk: DemoDoc[] = [];
    let bytes = 0;
    for (let r = source.next(); !r.done; r = source.next()) {
      bytes += JSON.stringify(r.value.data).length;
      if (chunk.push(r.value) >= BATCH || bytes >= BATCH_BYTES) break;
    }
    return chunk;
  };
  const worker = async () => {
    for (let chunk = take(); chunk.length; chunk = take()) {
      for (let attempt = 1; ; attempt++) {
        const batch = db.batch();
        for (const d of chunk) batch.set(db.doc(d.path), toFirestore(d.data) as Record<string, unknown>);
        try {
          await batch.commit();
          break;
        } catch (err) {
          if (attempt >= TRIES) throw new Error(`writing ${chunk[0]!.path} and ${chunk.length - 1} more failed`, { cause: err });
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** JS Dates to Firestore timestamps, at any depth. */
export function toFirestore(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestore);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, toFirestore(v)]),
    );
  }
  return value;
}

/** Creates the sign-ins with their fixed uid; ones that exist already (an earlier seed) are left as they are. */
async function createUsers(auth: Auth, users: DemoUser[]): Promise<{ created: number; existing: number }> {
  let created = 0;
  let existing = 0;
  for (const u of users) {
    try {
      await auth.createUser({ uid: u.uid, email: u.email, password: u.password, emailVerified: true });
      created++;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'auth/email-already-exists') {
        // Someone signed up with this email by hand: its profiles would point at another uid.
        const other = await auth.getUserByEmail(u.email);
        if (other.uid !== u.uid)
          throw new Error(`${u.email} exists with uid ${other.uid}, not ${u.uid}: rerun the seed with --clear`, { cause: err });
      } else if (code !== 'auth/uid-already-exists') {
        throw err;
      }
      existing++;
    }
  }
  return { created, existing };
}
