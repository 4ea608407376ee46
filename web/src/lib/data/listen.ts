import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

/**
 * How the app's live hooks listen to Firestore, shaped by one fact: the Firestore SDK sends the first message on its
 * listen channel alone and holds every other one until it is answered — which the emulator does only once it has run
 * the message's queries (a list's first page: about a second at 100,000 members). So a page's reads must leave first
 * and together:
 * - `headStart`, called while a hook renders, sends its read then, instead of after React commits the page (~35 ms
 *   later for the members' page on the bench machine), together with the page's other hooks';
 * - `listen`, called by the hook's effect, joins that read's target (the SDK keeps one per distinct query or document:
 *   the server answers once, nothing is read twice) and drops the head start;
 * - a stop goes quiet at once (no callback after it: a hook never hears its previous query) and reaches the SDK a
 *   task later: React runs the old page's cleanups before the new page's effects, and a removal sent first made the
 *   new page's reads wait one round trip behind it.
 */
type Source = DocumentReference | Query;
type SnapshotOf<S extends Source> = S extends Query ? QuerySnapshot : DocumentSnapshot;

/** onSnapshot for either kind of source (the SDK's overloads take them apart). */
function subscribe<S extends Source>(
  source: S,
  includeMetadataChanges: boolean,
  next: (snap: SnapshotOf<S>) => void,
  error: (e: FirestoreError) => void,
): () => void {
  const options = { includeMetadataChanges };
  return source.type === 'document'
    ? onSnapshot(source as DocumentReference, options, next as (snap: DocumentSnapshot) => void, error)
    : onSnapshot(source as Query, options, next as (snap: QuerySnapshot) => void, error);
}

/** A head start React never commits (a navigation superseded, a render thrown away) stops by itself after this. */
const UNCLAIMED_MS = 10_000;
const started = new Map<string, { stop: () => void; timer: ReturnType<typeof setTimeout> }>();
/** Keys a hook listens to already (its renders after the first must not start another). */
const listening = new Map<string, number>();

/** `key` names the query or document exactly (two hooks with the same key read the same thing). */
export function headStart(key: string, source: () => Source): void {
  if (started.has(key) || listening.has(key)) return;
  const stop = subscribe(
    source(),
    false,
    () => undefined,
    () => undefined,
  );
  started.set(key, { stop, timer: setTimeout(() => dropHeadStart(key), UNCLAIMED_MS) });
}

function dropHeadStart(key: string): void {
  const head = started.get(key);
  if (!head) return;
  started.delete(key);
  clearTimeout(head.timer);
  head.stop();
}

export interface ListenOptions {
  error?: (e: FirestoreError) => void;
  includeMetadataChanges?: boolean;
  /** the key of the head start this listener takes over, if its hook started one while rendering */
  headStart?: string;
}

export function listen<S extends Source>(source: S, next: (snap: SnapshotOf<S>) => void, opts: ListenOptions = {}): () => void {
  let live = true;
  const stop = subscribe(
    source,
    opts.includeMetadataChanges ?? false,
    (snap) => live && next(snap),
    (e) => live && opts.error?.(e),
  );
  const key = opts.headStart;
  if (key !== undefined) {
    // added in the same task as the listener above: the SDK still sees one target when the head start stops
    listening.set(key, (listening.get(key) ?? 0) + 1);
    dropHeadStart(key);
  }
  return () => {
    live = false;
    if (key !== undefined) {
      const left = (listening.get(key) ?? 1) - 1;
      if (left > 0) listening.set(key, left);
      else listening.delete(key);
    }
    setTimeout(stop, 0);
  };
}
