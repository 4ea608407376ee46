/** Local storage: last platform, temporary reset email, saved list preferences, pending bulk counters, language. */
const KEYS = {
  platform: 'tessera.platform',
  resetEmail: 'tessera.resetEmail',
  preferences: 'tessera.preferences',
  pendingCounters: 'pending-counters',
  language: 'tessera.lang',
  cart: 'tessera.cart',
  scannerPlace: 'tessera.scannerPlace',
  returnTo: 'tessera.returnTo',
} as const;

/**
 * Last answers kept for use without network (the card at the door with no signal): the session's
 * validation per sign-in (uid) and the own card per profile. Personal data: logout removes them all.
 */
const OFFLINE_PREFIX = 'tessera.offline.';
export type OfflineCopy = 'session' | 'myCard';

export type ListName =
  | 'activities'
  | 'campaigns'
  | 'users'
  | 'payments'
  | 'cards'
  | 'audit'
  | 'conventions'
  | 'requests'
  | 'mailshots'
  | 'deliveries'
  | 'deceasedNotices';
export interface ListPreferences {
  search: string;
  pageSize: number;
}

/**
 * One storage area (the browser's local storage, kept; or this tab's session storage, gone with the tab), read and
 * written without ever failing: in private mode or with the storage full, what is kept here is a convenience (a
 * preference, the page a sign-in returns to), never a reason for a screen to break.
 */
function storageArea(area: () => Storage) {
  return {
    read(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    write(key: string, value: string | null) {
      try {
        if (value === null) area().removeItem(key);
        else area().setItem(key, value);
      } catch {
        // not kept: see above
      }
    },
  };
}
const { read, write } = storageArea(() => localStorage);
const { read: readTab, write: writeTab } = storageArea(() => sessionStorage);

/** A path of this app (one slash, not the login's own pages): anything else is never travelled to. */
const isAppPath = (path: string) => /^\/(?!\/)/.test(path) && !/^\/auth(\/|\?|$)/.test(path);

/** Set by a logout: the page being left is not one the next sign-in should return to. */
let leaving = false;

export const storage = {
  /** A logout is under way (the page reloads after it): no page is kept for the next sign-in from now on. */
  leaving() {
    leaving = true;
    writeTab(KEYS.returnTo, null);
  },
  /**
   * The page a signed-out visitor asked for (a link in a mail, a bookmark), kept in this tab while they sign in, so the
   * sign-in ends there instead of on the area's first page.
   */
  setReturnTo: (path: string) => {
    if (!leaving) writeTab(KEYS.returnTo, isAppPath(path) ? path : null);
  },
  /** The page kept by setReturnTo, once: reading it forgets it. */
  takeReturnTo(): string | null {
    const path = readTab(KEYS.returnTo);
    writeTab(KEYS.returnTo, null);
    return path && isAppPath(path) ? path : null;
  },
  lastPlatform: () => read(KEYS.platform),
  setLastPlatform: (p: string | null) => write(KEYS.platform, p),
  resetEmail: () => read(KEYS.resetEmail),
  setResetEmail: (e: string | null) => write(KEYS.resetEmail, e),
  language: () => read(KEYS.language),
  /** the marketplace cart's lines, as JSON (features/marketplace/api/useCart.ts) */
  cart: () => read(KEYS.cart),
  setCart: (json: string | null) => write(KEYS.cart, json),
  cartKey: KEYS.cart,
  setLanguage: (l: string) => write(KEYS.language, l),
  /** where this device scans (an entrance, a stand): the scanner remembers it for the next session */
  scannerPlace: () => read(KEYS.scannerPlace) ?? '',
  setScannerPlace: (place: string) => write(KEYS.scannerPlace, place || null),
  listPreferences(list: ListName): ListPreferences | null {
    try {
      const all = JSON.parse(read(KEYS.preferences) ?? '{}') as Record<string, ListPreferences>;
      return all[list] ?? null;
    } catch {
      return null;
    }
  },
  setListPreferences(list: ListName, prefs: ListPreferences) {
    let all: Record<string, ListPreferences>;
    try {
      all = JSON.parse(read(KEYS.preferences) ?? '{}') as Record<string, ListPreferences>;
    } catch {
      all = {};
    }
    write(KEYS.preferences, JSON.stringify({ ...all, [list]: prefs }));
  },
  offlineCopy: (kind: OfflineCopy, id: string) => read(`${OFFLINE_PREFIX}${kind}.${id}`),
  setOfflineCopy: (kind: OfflineCopy, id: string, json: string | null) => write(`${OFFLINE_PREFIX}${kind}.${id}`, json),
  /** Logout clears the session's keys; language and list preferences stay. */
  clearSession() {
    try {
      for (const key of Object.keys(localStorage)) if (key.startsWith(OFFLINE_PREFIX)) localStorage.removeItem(key);
    } catch {
      // no storage: nothing was kept
    }
    write(KEYS.platform, null);
    write(KEYS.resetEmail, null);
    // another member may sign in on this browser next
    write(KEYS.cart, null);
  },
};
