import { useMemo } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import type { Live } from './live';
import { toPlain } from './plain';

/** Realtime document under the security rules; `null` when it does not exist. */
export function useLiveDocument<T>(path: string): Live<T | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, path), [firestore, path]);
  const result = useFirestoreDocData(ref);
  const data = useMemo(() => (result.data ? toPlain<T>(result.data) : null), [result.data]);
  if (result.status === 'error') return { status: 'error', data: undefined, error: result.error ?? new Error('read failed') };
  if (result.status === 'loading') return { status: 'loading', data: undefined, error: undefined };
  return { status: 'success', data, error: undefined };
}
