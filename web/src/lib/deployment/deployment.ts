import { useSyncExternalStore } from 'react';
import { monogram } from '@tessera/domain/settings/monogram';
import { HOSTS_FILE_PATH, parseHostsMap, type HostsMap } from '@tessera/domain/deployment/hostsMap';
import { chooseOrg, followsHosts, type OrgChoice } from './hosts';
import { brandProperties, cachedLook, monogramFavicon, parseLook, PUBLIC_INFO_PATH, type Look } from './look';

/**
 * The association deployment of this page: chosen from the address when the app starts (hosts.ts) with the host map
 * this browser kept from its last visit, checked against the current map (GET /deployment/hosts.json; a first visit
 * waits for it: deploymentReady); then its look — name in the title, logo, colours, favicon — put on the page from
 * the copy cached by the last visit (no wait), and refreshed from GET /v1/website/public-info. A first visit paints
 * Tessera's look and switches when that answer is in (one small request, started before React renders).
 */

// sessionStorage: the organization an address's ?org= chose, kept for the tab's session
const SESSION_KEY = 'tessera.org';
// localStorage: the last look shown, for an instant paint next time
const LOOK_KEY = 'tessera.look';
// localStorage: the last host map read, so a returning visitor's page knows its association with no request
const HOSTS_KEY = 'tessera.hosts';
// a first visit waits this long at most for the host map before the page is drawn (with the default organization)
const HOSTS_WAIT_MS = 4000;

function stored(area: () => Storage, key: string, value?: string): string | null {
  try {
    if (value !== undefined) area().setItem(key, value);
    return area().getItem(key);
  } catch {
    // private mode, storage disabled or full: the look is a convenience, never a failure
    return null;
  }
}
const session = () => sessionStorage;
const local = () => localStorage;

// no page in Node, where the web unit tests load modules that import this one (signup's api): nothing chosen or shown
const inBrowser = typeof window !== 'undefined';

function storedHosts(): HostsMap | null {
  try {
    return parseHostsMap(JSON.parse(stored(local, HOSTS_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

const remembered = inBrowser ? stored(session, SESSION_KEY) : null;
const keptHosts = inBrowser ? storedHosts() : null;
let choice: OrgChoice = inBrowser ? chooseOrg(window.location, remembered, keptHosts ?? {}) : { org: undefined, source: 'default' };
if (choice.source === 'query' && choice.org) stored(session, SESSION_KEY, choice.org);
// the cached look is the one of this choice (another ?org= on the same address starts from Tessera's)
const cacheKey = () => choice.org ?? '';

/** Header `org` of the public calls (signup, activation): the chosen organization, none for the default one. */
export function orgHeaders(): { org?: string } {
  return choice.org ? { org: choice.org } : {};
}

/** Puts a look on the page; what index.html says comes back for an organization without a look of its own. */
function pageLook() {
  const baseTitle = document.title;
  const favicon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const baseFavicon = favicon?.href ?? '';
  const themeColour = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const baseThemeColour = themeColour?.content ?? '';
  let shownTitle = baseTitle;
  return (look: Look) => {
    const root = document.documentElement.style;
    for (const [name, value] of brandProperties(look.theme)) {
      if (value) root.setProperty(name, value);
      else root.removeProperty(name);
    }
    // a page with a title of its own (a campaign's) keeps it
    if (document.title === shownTitle) document.title = `${look.name} · ${baseTitle}`;
    shownTitle = `${look.name} · ${baseTitle}`;
    const solid = look.theme?.brand['600'];
    if (favicon) favicon.href = look.logo ?? (solid ? monogramFavicon(monogram(look.name), solid) : baseFavicon);
    if (themeColour) themeColour.content = solid ?? baseThemeColour;
    document.documentElement.dataset.org = look.org;
  };
}

const apply = inBrowser ? pageLook() : null;
let current: Look | null = null;
const listeners = new Set<() => void>();
function show(look: Look) {
  current = look;
  apply?.(look);
  for (const l of listeners) l();
}

/** The look of the chosen organization, asked for as the app starts: the public pages never wait for it. */
async function loadLook() {
  // the organization asked for: a later choice (the current map moved the host) makes this answer stale
  const asked = choice.org;
  const cached = parseLook(stored(local, LOOK_KEY), cacheKey());
  if (cached) show(cached);
  await fetch(PUBLIC_INFO_PATH, { headers: orgHeaders() })
    .then(async (res) => {
      // an unknown ?org= is not kept: the next page of the session is the address's own again
      if (res.status === 404 && (choice.source === 'query' || choice.source === 'session')) stored(session, SESSION_KEY, '');
      if (!res.ok || choice.org !== asked) return;
      const { result } = (await res.json()) as { result: Look & { id: string } };
      const look: Look = {
        org: result.id,
        name: result.name,
        ...(result.logo ? { logo: result.logo } : {}),
        ...(result.theme ? { theme: result.theme } : {}),
      };
      show(look);
      stored(local, LOOK_KEY, cachedLook(look, cacheKey()));
    })
    .catch((e: unknown) => console.info('deployment look not loaded: the cached or default one stays', e));
}

/** The current host map, kept for next time; null when it could not be read (the kept one, if any, stays). */
async function fetchHosts(): Promise<HostsMap | null> {
  try {
    const res = await fetch(HOSTS_FILE_PATH);
    if (!res.ok) return null;
    const hosts = parseHostsMap(((await res.json()) as { hosts?: unknown }).hosts);
    if (hosts) stored(local, HOSTS_KEY, JSON.stringify(hosts));
    return hosts;
  } catch (e) {
    console.info('host map not loaded: the kept one or the default organization stays', e);
    return null;
  }
}

/**
 * The organization chosen, then its look. A page whose address names its organization (campaign path, ?org=, the
 * session) needs no map. Otherwise the kept map answers at once and the current one corrects it when a domain moved;
 * without a kept map the page waits for the current one.
 */
const hostsRead = inBrowser && followsHosts(choice) ? fetchHosts() : Promise.resolve(null);
async function start(): Promise<void> {
  if (!followsHosts(choice)) return loadLook();
  if (keptHosts) void loadLook();
  const hosts = await hostsRead;
  const next = hosts ? chooseOrg(window.location, remembered, hosts) : choice;
  if (!keptHosts || next.org !== choice.org) {
    choice = next;
    await loadLook();
  }
}

if (inBrowser) void start();

/**
 * Resolves when the page's organization is known (main.tsx draws the app after it): at once when the address names it
 * or a kept map answers, after the host map on a first visit (start() has chosen by then: it awaited the same read
 * first), and after HOSTS_WAIT_MS at worst.
 */
export const deploymentReady: Promise<void> =
  !inBrowser || !followsHosts(choice) || keptHosts
    ? Promise.resolve()
    : Promise.race([hostsRead.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, HOSTS_WAIT_MS))]);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen organization and its look (null until known: never cached and not answered yet). */
export function useDeployment(): { org: string | undefined; look: Look | null } {
  const look = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return { org: choice.org, look };
}
