import type { Request } from 'firebase-functions/v2/https';
import { trustedProxyHops } from '../config';

/**
 * The caller's network address, as the platform saw it, for per-address rate limits. The one place that decides.
 *
 * Not `req.ip`: the functions framework trusts every proxy, so `req.ip` is the LEFT-most X-Forwarded-For entry —
 * whatever the caller wrote there; a new value per request would reset every per-address limit. Proxies append:
 * the entries on the right are added by infrastructure in front of the function, which a caller cannot forge.
 * TRUSTED_PROXY_HOPS (config.ts, docs/deploy.md "Client address") says how many right-most entries that
 * infrastructure adds; the client is the entry that many places from the end. Entries further left are ignored.
 * Without the header (a direct local call) the socket's peer address.
 */
export function clientAddress(req: Pick<Request, 'headers' | 'socket'>, hops = trustedProxyHops()): string {
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return req.socket?.remoteAddress ?? 'unknown';
  // fewer entries than hops: the left-most is the best the platform can vouch for
  return entries[Math.max(0, entries.length - Math.max(1, hops))]!;
}
