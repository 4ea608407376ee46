import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
  type SnapshotListenOptions,
} from 'firebase/firestore';
import { claimHeadStart } from './headStart';

/**
 * onSnapshot for the app's hooks, whose stop goes quiet at once and reaches the SDK one task later. Why: when a page
 * replaces another, React runs the old page's cleanups before the new page's effects, and the Firestore SDK sends
 * the first message it is given alone and holds every other one until the emulator or server answers it — so the
 * old page's first target removal went out alone and the new page's queries waited one round trip behind it. Stopped
 * a task later, the removals follow the new listens instead of leading them. No callback runs once stopped, so a
 * hook never hears its previous query after it moved on. `claims`: the key of the head start (headStart.ts) this
 * listener takes over, if its hook started one while rendering.
 */
export function listen(
  ref: DocumentReference,
  next: (snap: DocumentSnapshot) => void,
  error?: (e: FirestoreError) => void,
  options?: SnapshotListenOptions,
  claims?: string,
): () => void;
export function listen(
  q: Query,
  next: (snap: QuerySnapshot) => void,
  error?: (e: FirestoreError) => void,
  options?: SnapshotListenOptions,
  claims?: string,
): () => void;
export function listen(
  source: DocumentReference | Query,
  next: ((snap: DocumentSnapshot) => void) | ((snap: QuerySnapshot) => void),
  error?: (e: FirestoreError) => void,
  options: SnapshotListenOptions = {},
  claims?: string,
): () => void {
  let live = true;
  const heard = (snap: unknown) => {
    if (live) (next as (s: unknown) => void)(snap);
  };
  const failed = (e: FirestoreError) => {
    if (live) error?.(e);
  };
  const stop =
    source.type === 'document'
      ? onSnapshot(source as DocumentReference<DocumentData>, options, heard, failed)
      : onSnapshot(source as Query<DocumentData>, options, heard, failed);
  const unclaim = claims === undefined ? undefined : claimHeadStart(claims);
  return () => {
    live = false;
    unclaim?.();
    setTimeout(stop, 0);
  };
}
