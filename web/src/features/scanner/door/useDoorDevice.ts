import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DoorDevice, type DoorSnapshot } from './doorDevice';

/** While online, the queue goes up and the other devices' admissions come down this often. */
export const DOOR_SYNC_EVERY_MS = 3_000;
/** How often an open scanner checks whether its list is past its end. */
const EXPIRY_CHECK_MS = 60_000;

/** Whether the browser says it has a network, followed live. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * This sign-in's door device on this browser, opened from its encrypted store; while online it syncs every few seconds
 * (and at once when the network comes back), and its list is erased once past its end.
 */
export function useDoorDevice(uid: string | null, orgId: string): { device: DoorDevice | null; snapshot: DoorSnapshot; online: boolean } {
  const device = useMemo(() => (uid ? new DoorDevice(uid, orgId) : null), [uid, orgId]);
  const online = useOnline();
  const snapshot = useSyncExternalStore(device?.subscribe ?? noSubscribe, device?.current ?? noSnapshot);
  useEffect(() => {
    void device?.open();
    const timer = setInterval(() => void device?.eraseIfExpired(), EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [device]);
  const ready = snapshot.phase === 'ready';
  useEffect(() => {
    if (!device || !ready || !online) return undefined;
    void device.sync();
    const timer = setInterval(() => void device.sync(), DOOR_SYNC_EVERY_MS);
    return () => clearInterval(timer);
  }, [device, ready, online]);
  return { device, snapshot, online };
}

const NONE: DoorSnapshot = { phase: 'none', state: null, syncing: false, unreachable: false, erased: null, photos: 0 };
const noSubscribe = () => () => undefined;
const noSnapshot = () => NONE;
