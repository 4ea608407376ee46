import { useCallback, useEffect, useState } from 'react';
import { fetchMyCard, type Membership, type MyCard } from './fetchMyCard';

export type MyCardState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; card: MyCard | null; membership: Membership };

/** The own card and membership, fetched once; `reload` after a change (cancellation request). */
export function useMyCard(): MyCardState & { reload: () => void } {
  const [state, setState] = useState<MyCardState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    fetchMyCard().then(
      (a) => live && setState({ status: 'success', card: a.card, membership: a.membership }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
