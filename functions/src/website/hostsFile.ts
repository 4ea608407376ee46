import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HOSTS_FILE_MAX_AGE, HOSTS_FILE_SHARED_MAX_AGE, parseHostsMap } from '@tessera/domain/deployment/hostsMap';
import { hostsPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';

/** The association domains as stored: `platform/hosts` field `hosts`; none when the document is missing. */
export const storedHosts = (snap: DocumentSnapshot): Record<string, string> => parseHostsMap(snap.get('hosts')) ?? {};

/**
 * GET /deployment/hosts.json — the association domains, host → organization id (no sign-in). The web app reads it
 * to choose the association of the page's address before anything else; one document read, and the hosting CDN keeps
 * the answer a few minutes (s-maxage), so a crowd of first visits costs a handful of reads, not one each.
 */
export async function hostsFile(_req: Request, res: Response): Promise<void> {
  const hosts = storedHosts(await db.doc(hostsPath).get());
  res.set({
    'cache-control': `public, max-age=${HOSTS_FILE_MAX_AGE}, s-maxage=${HOSTS_FILE_SHARED_MAX_AGE}`,
    'x-content-type-options': 'nosniff',
  });
  res.status(200).json({ hosts });
}
