import { useEffect, useState } from 'react';
import { LOADING, type Live } from '../data/live';

/**
 * One API read for a screen (public pages have no Firestore access): loading, the data or the error, like a
 * live read. `key` names what is read: a new key reads again; an answer for an old key is dropped.
 */
export function useApiQuery<T>(key: string, fetcher: () => Promise<T>): Live<T> {
  const [state, setState] = useState<{ key: string; live: Live<T> }>({
    key,
    live: LOADING,
  });
  useEffect(() => {
    let current = true;
    fetcher().then(
      (data) => current && setState({ key, live: { status: 'success', data, error: undefined } }),
      (error: Error) => current && setState({ key, live: { status: 'error', data: undefined, error } }),
    );
    return () => {
      current = false;
    };
    // the key stands for the fetcher's inputs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.live : LOADING;
}
