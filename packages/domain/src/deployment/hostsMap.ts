/**
 * The association domains of an installation: host name → organization id, one map for the whole platform. The
 * platform admin edits it through the API (organizations add-domain, remove-domain); the web app reads it from
 * HOSTS_FILE_PATH to pick the association of the address it was opened on. No zod here: the login route imports this.
 */

/** Where the web app reads the map: a hosting rewrite to the functions, kept by browsers and the CDN a short while. */
export const HOSTS_FILE_PATH = '/deployment/hosts.json';

/** Seconds browsers (max-age) and the hosting CDN (s-maxage) keep the map: a domain added shows within minutes. */
export const HOSTS_FILE_MAX_AGE = 60;
export const HOSTS_FILE_SHARED_MAX_AGE = 300;

/** Domains one installation holds: the map travels whole to every first visit, so it stays small. */
export const MAX_DEPLOYMENT_HOSTS = 500;

export type HostsMap = Readonly<Record<string, string>>;

// the WHATWG URL parser, present in browsers and Node alike; the domain's own types know no platform globals
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

// a DNS label: letters, digits and inner hyphens, 63 characters at most (RFC 1035), lower-case as browsers spell it
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as a browser's `location.hostname` spells it, or null when `input` is not a public domain name:
 * lower-case, no trailing dot, international names in their `xn--` form. Refused: schemes, ports, paths, IP addresses
 * and single-label names such as `localhost` (the emulators' demo hosts are written by the seed, never through the API).
 */
export function normalizeHost(input: string): string | null {
  const raw = input.trim();
  if (raw === '' || raw.length > 253 || /[\s/:?#@\\[\]%]/.test(raw)) return null;
  let host: string;
  try {
    // the URL parser applies the same lower-casing and IDNA mapping a page's address gets
    host = new WhatwgUrl(`http://${raw}`).hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (labels.length < 2 || host.length > 253) return null;
  if (!labels.every((l) => LABEL.test(l))) return null;
  // a top-level label of digits only is an IPv4 address
  if (/^\d+$/.test(labels[labels.length - 1]!)) return null;
  return host;
}

// an organization id as the platform makes them (a slug): what the map may lead to
const ORG_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
// what may stand as a key: a lower-case host name, IP addresses and single labels included (the emulators' demo hosts)
const HOST_KEY = /^[a-z0-9.-]{1,253}$/;

/**
 * The map read from anything untrusted (a stored copy, the network, the document): only entries whose key can be a
 * page's host name and whose value is an organization id; anything else is dropped, never thrown. Null when it is no
 * map at all.
 */
export function parseHostsMap(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const [host, org] of Object.entries(value as Record<string, unknown>)) {
    if (typeof org === 'string' && ORG_ID.test(org) && HOST_KEY.test(host)) out[host] = org;
  }
  return out;
}
