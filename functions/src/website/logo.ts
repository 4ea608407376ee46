import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { orgPath } from '@tessera/domain/paths';
import { isFirestoreId } from '@tessera/domain/entities/common';
import { db } from '../shared/admin';
import { logoFromDataUrl } from '../files/images';

/** The path of the organizations' public logo images. */
export const LOGO_PATH = '/v1/website/logo';

/**
 * GET /v1/website/logo?org=<id> — the organization's logo as an image (no sign-in): Google Wallet fetches a pass's
 * logo from a public https address, and a data URL (how settings keep the logo) is not one. The logo is public
 * already (public-info answers it); 404 for an organization without one.
 */
export async function orgLogo(req: Request, res: Response): Promise<void> {
  const org = typeof req.query.org === 'string' ? req.query.org : '';
  const gone = () => void res.status(404).json({ err: 'NOT_FOUND' });
  if (!org || org.length > 128 || !isFirestoreId(org)) return gone();
  const snap = await db.doc(orgPath(org)).get();
  const logo = snap.exists ? logoFromDataUrl(snap.get('logo') ?? snap.get('publicInfo.logo')) : null;
  if (!logo) return gone();
  res.set({
    'content-type': logo.format === 'png' ? 'image/png' : 'image/jpeg',
    'content-length': String(logo.bytes.length),
    'x-content-type-options': 'nosniff',
    // a changed logo shows within the hour
    'cache-control': 'public, max-age=3600',
  });
  res.status(200).end(Buffer.from(logo.bytes));
}

/** The logo's public address under the app's, or null when the organization has none. */
export const orgLogoUrl = (appUrl: string, orgId: string, hasLogo: boolean) =>
  hasLogo ? `${appUrl.replace(/\/$/, '')}${LOGO_PATH}?org=${encodeURIComponent(orgId)}` : null;
