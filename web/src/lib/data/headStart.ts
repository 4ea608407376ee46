import { onSnapshot, type DocumentReference, type Query } from 'firebase/firestore';

/**
 * A page's reads sent while the page is still rendering, instead of after React commits it (the effects that listen
 * run only then: ~35 ms later for the members' page on the bench machine), and together: every live hook of the
 * page starts its read this way, so the Firestore SDK sends them in one message — it sends the first message it is
 * given alone and holds the rest until that one is answered, which the emulator does only once it has run the
 * message's queries (a list's first page: about a second at 100,000 members). The SDK keeps one target per distinct
 * query or document, so the hook's own listener, added by its effect, joins this one's target — the server answers
 * once, nothing is read twice — and `claimHeadStart` then drops this one. Starting a listener while rendering is a
 * side effect React may discard (a navigation superseded, a render thrown away), so an unclaimed head start stops by
 * itself after UNCLAIMED_MS.
 */
const UNCLAIMED_MS = 10_000;

const started = new Map<string, { stop: () => void; timer: ReturnType<typeof setTimeout> }>();
/** Keys a hook listens to already (its renders after the first must not start another). */
const listening = new Map<string, number>();

/** `key` names the query or document exactly (two hooks with the same key read the same thing). */
export function headStart(key: string, source: () => Query | DocumentReference): void {
  if (started.has(key) || listening.has(key)) return;
  const ref = source();
  const stop =
    ref.type === 'document'
      ? onSnapshot(
          ref,
          () => undefined,
          () => undefined,
        )
      : onSnapshot(
          ref,
          () => undefined,
          () => undefined,
        );
  started.set(key, { stop, timer: setTimeout(() => dropHeadStart(key), UNCLAIMED_MS) });
}

/**
 * Called once the hook's own listener is in place (added in the same task: the SDK still sees one target); the
 * answer, called when the hook stops listening, lets a later render start again.
 */
export function claimHeadStart(key: string): () => void {
  listening.set(key, (listening.get(key) ?? 0) + 1);
  dropHeadStart(key);
  return () => {
    const left = (listening.get(key) ?? 1) - 1;
    if (left > 0) listening.set(key, left);
    else listening.delete(key);
  };
}

function dropHeadStart(key: string): void {
  const head = started.get(key);
  if (!head) return;
  started.delete(key);
  clearTimeout(head.timer);
  head.stop();
}
