import { useCallback, useEffect, useState } from 'react';
import { storage } from '../../../lib/storage';
import { useSession } from '../../../lib/session/session';
import { fetchMyCard, type Membership, type MyCard } from './fetchMyCard';
import { myCardOnOpening } from './myCardAhead';

/** `offlineSince`: no network, so the card as last loaded on this device at that time (ms), not the server's answer. */
export type MyCardState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; card: MyCard | null; membership: Membership; offlineSince?: number };

/** How often a card shown from the device's copy asks the server again (a failed request costs nothing offline). */
const OFFLINE_RETRY_MS = 10_000;

interface SavedCard {
  savedAt: number;
  card: MyCard | null;
  membership: Membership;
}

/**
 * The own card and membership, fetched once; `reload` after a change (cancellation request). Each answer is kept on
 * the device for the profile, and shown (with its time) when the network is missing: the member at the door without
 * signal still shows their card. Any other failure is an error as before.
 */
export function useMyCard(): MyCardState & { reload: () => void } {
  const profileId = useSession().profile?.id ?? '';
  const [state, setState] = useState<MyCardState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    // the first answer may already be on its way (asked as the area opened: myCardAhead.ts); a reload asks afresh
    (round === 0 ? myCardOnOpening(profileId) : fetchMyCard()).then(
      (a) => {
        if (!live) return;
        const saved: SavedCard = { savedAt: Date.now(), card: a.card, membership: a.membership };
        if (profileId) storage.setOfflineCopy('myCard', profileId, JSON.stringify(saved));
        setState({ status: 'success', card: a.card, membership: a.membership });
      },
      (error: unknown) => {
        if (!live) return;
        const saved = (error as { code?: unknown }).code === 'NETWORK' && profileId ? storage.offlineCopy('myCard', profileId) : null;
        if (!saved) return setState({ status: 'error', error });
        const { savedAt, card, membership } = JSON.parse(saved) as SavedCard;
        setState({ status: 'success', card, membership, offlineSince: savedAt });
      },
    );
    return () => {
      live = false;
    };
  }, [round, profileId]);
  // an offline copy on screen: the server's answer once the network is back — on the browser's `online` event, and
  // by asking again now and then, since that event does not always come (a page loaded offline may never get it)
  const offline = state.status === 'success' && state.offlineSince !== undefined;
  useEffect(() => {
    if (!offline) return;
    const again = () => setRound((r) => r + 1);
    window.addEventListener('online', again);
    const timer = setInterval(again, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', again);
      clearInterval(timer);
    };
  }, [offline]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
