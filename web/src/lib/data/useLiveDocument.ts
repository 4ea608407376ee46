import { useEffect, useState } from 'react';
import { doc } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { LOADING, type Live } from './live';
import { toPlain } from './plain';
import { documentMeter } from './readMeter';
import { headStart, listen } from './listen';

/**
 * Realtime document under the security rules; `null` when it does not exist. A refused read (a group admin
 * opening another group's record) comes back as `status: 'error'` for the page to show — reactfire's hook,
 * used before, threw it instead and blanked the page. A null path reads nothing (no document is wanted yet).
 */
const NONE: Live<null> = { status: 'success', data: null, error: undefined };

export function useLiveDocument<T>(path: string | null): Live<T | null> {
  const [state, setState] = useState<{ path: string | null; live: Live<T | null> }>({ path, live: LOADING });
  // the read leaves while the page renders, with the page's others (listen.ts); the effect claims it
  const key = `doc ${path}`;
  if (path !== null) headStart(key, () => doc(firestore, path));
  useEffect(() => {
    if (path === null) return undefined;
    const reads = documentMeter(path);
    const stop = listen(
      doc(firestore, path),
      (snap) => {
        reads.meter();
        setState({ path, live: { status: 'success', data: snap.exists() ? toPlain<T>(snap.data()) : null, error: undefined } });
      },
      { error: (error) => setState({ path, live: { status: 'error', data: undefined, error } }), headStart: key },
    );
    return () => {
      stop();
      reads.release();
    };
    // key stands for the path
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  if (path === null) return NONE;
  return state.path === path ? state.live : LOADING;
}
