import { useEffect, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { LOADING, type Live } from './live';
import { toPlain } from './plain';
import { meterReads } from './readMeter';

/**
 * Realtime document under the security rules; `null` when it does not exist. A refused read (a group admin
 * opening another group's record) comes back as `status: 'error'` for the page to show — reactfire's hook,
 * used before, threw it instead and blanked the page.
 */
export function useLiveDocument<T>(path: string): Live<T | null> {
  const [state, setState] = useState<{ path: string; live: Live<T | null> }>({ path, live: LOADING });
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, path),
        (snap) => {
          meterReads(1);
          setState({ path, live: { status: 'success', data: snap.exists() ? toPlain<T>(snap.data()) : null, error: undefined } });
        },
        (error) => setState({ path, live: { status: 'error', data: undefined, error } }),
      ),
    [path],
  );
  return state.path === path ? state.live : LOADING;
}
