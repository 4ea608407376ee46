import type { HostsMap } from '@tessera/domain/deployment/hostsMap';

/**
 * Which association a page address belongs to: each association deployment can have its own address and look
 * (docs/deploy.md, "Adding an association deployment").
 *
 * Where the map lives: in Firestore (`platform/hosts`), set by the platform admin without a code change or a build,
 * and read by the page as a small file the hosting CDN caches (`/deployment/hosts.json`, deployment.ts). The page keeps
 * the last map in localStorage, so a returning visitor's page resolves with no request; a first visit waits for that
 * one GET. The look itself (name, logo, colours) is the association's data, answered by public-info.
 */

/** `?org=<id>`: picks an organization on any address (local use, a host not in the map yet); kept for the session. */
export const ORG_PARAM = 'org';

// an organization id as the address may carry it: a slug, never a path (ids are written by the platform)
const ORG_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export interface OrgChoice {
  /** the organization the public calls name in header `org`; undefined: none, the server's DEFAULT_ORG answers */
  org: string | undefined;
  /** where it came from */
  source: 'path' | 'query' | 'session' | 'host' | 'default';
}

// a campaign's public page names its organization in its address (app/router.tsx `/c/:org/:id`): that page is the
// organization's whatever the host, and is not remembered
const CAMPAIGN_PATH = /^\/c\/([^/]+)\//;

/**
 * The organization of this page: the one a campaign page's address names, else `?org=`, else the one the session
 * remembers from an earlier `?org=`, else the host map; an unknown host names none and gets the deployment's default
 * organization (functions DEFAULT_ORG).
 */
export function chooseOrg(
  where: { hostname: string; pathname: string; search: string },
  remembered: string | null,
  hosts: HostsMap,
): OrgChoice {
  const inPath = CAMPAIGN_PATH.exec(where.pathname)?.[1];
  if (inPath && ORG_ID.test(inPath)) return { org: inPath, source: 'path' };
  const asked = new URLSearchParams(where.search).get(ORG_PARAM);
  if (asked && ORG_ID.test(asked)) return { org: asked, source: 'query' };
  if (remembered && ORG_ID.test(remembered)) return { org: remembered, source: 'session' };
  // hostnames are case-insensitive, and "example.org." (a trailing dot) is the same host
  const host = where.hostname.toLowerCase().replace(/\.$/, '');
  const mapped = Object.hasOwn(hosts, host) ? hosts[host] : undefined;
  return mapped ? { org: mapped, source: 'host' } : { org: undefined, source: 'default' };
}

/** Whether the choice of this address can follow the host map: not when the path, `?org=` or the session named one. */
export const followsHosts = (choice: OrgChoice) => choice.source === 'host' || choice.source === 'default';
