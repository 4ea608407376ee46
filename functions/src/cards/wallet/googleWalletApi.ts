import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { importPKCS8, SignJWT } from 'jose';
import { col } from '@tessera/domain/paths';
import { onEmulator } from '../../config';
import { db } from '../../shared/admin';
import { googleWalletCredentials, type ServiceAccountKey } from './credentials';

/**
 * Every network call to Google Wallet goes through here: creating an organization's pass class, patching a member's
 * pass object. On the emulator a stand-in records the calls in `devWalletCalls` (like the mail sink): nothing can
 * reach Google from a local run. Anywhere else the real client, and a missing key throws (googleWalletCredentials).
 */
export interface GoogleWalletApi {
  /** Creates the generic class; one that already exists counts as done (409). */
  insertClass(body: { id: string } & Record<string, unknown>): Promise<void>;
  /**
   * Patches a generic object. `missing` when Google has no such object (404): the member made a link but never
   * saved the pass, so there is nothing to update.
   */
  patchObject(id: string, patch: Record<string, unknown>): Promise<'patched' | 'missing'>;
}

const BASE = 'https://walletobjects.googleapis.com/walletobjects/v1';
const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** An OAuth access token from the service account's key (JWT bearer grant), kept until a minute before it ends. */
let cached: { token: string; until: number; email: string } | null = null;
async function accessToken(key: ServiceAccountKey): Promise<string> {
  const now = Date.now();
  if (cached && cached.email === key.client_email && cached.until > now) return cached.token;
  const iat = Math.floor(now / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(key.client_email)
    .setAudience(key.token_uri ?? TOKEN_URL)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(await importPKCS8(key.private_key, 'RS256'));
  const res = await fetch(key.token_uri ?? TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
  if (!res.ok) throw new Error(`Google Wallet: token request failed (${res.status})`);
  const body = (await res.json()) as { access_token: string; expires_in: number };
  cached = { token: body.access_token, until: now + (body.expires_in - 60) * 1000, email: key.client_email };
  return body.access_token;
}

function realApi(): GoogleWalletApi {
  const call = async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
    const { key } = googleWalletCredentials();
    return fetch(`${BASE}${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken(key)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  };
  return {
    async insertClass(body) {
      const res = await call('POST', '/genericClass', body);
      if (!res.ok && res.status !== 409) throw new Error(`Google Wallet: class ${body.id} not created (${res.status})`);
    },
    async patchObject(id, patch) {
      const res = await call('PATCH', `/genericObject/${encodeURIComponent(id)}`, patch);
      if (res.status === 404) return 'missing';
      if (!res.ok) throw new Error(`Google Wallet: object ${id} not patched (${res.status})`);
      return 'patched';
    },
  };
}

/** The emulator's stand-in: records each call (what Google would have received) and answers as Google would. */
function devApi(): GoogleWalletApi {
  const record = (op: string, id: string, body: unknown) =>
    db.collection(col.devWalletCalls).add({ op, id, body, createdAt: FieldValue.serverTimestamp() });
  return {
    async insertClass(body) {
      await record('insertClass', body.id, body);
    },
    async patchObject(id, patch) {
      await record('patchObject', id, patch);
      logger.info('google wallet (emulator): object patched', { id });
      return 'patched';
    },
  };
}

export const googleWalletApi = (): GoogleWalletApi => (onEmulator() ? devApi() : realApi());
