import { z } from 'zod';
import {
  APPLE_WALLET_SIGNER_CERT,
  APPLE_WALLET_SIGNER_KEY,
  APPLE_WALLET_WWDR_CERT,
  GOOGLE_WALLET_SERVICE_ACCOUNT,
  googleWalletIssuerId,
} from '../../config';

/**
 * The wallet secrets, read and checked on use. A missing or malformed one is a server misconfiguration (500 and a
 * log line naming the secret), never a client error: there is no stand-in for signing, only for Google's REST API
 * on the emulator (googleWalletApi.ts).
 */

/** A secret given as it is (JSON, PEM) or as its base64 (one line, as the local .secret.local keeps it). */
export function plainOrBase64(value: string, looksPlain: (s: string) => boolean): string {
  const trimmed = value.trim();
  return looksPlain(trimmed) ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8').trim();
}

const serviceAccountKey = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
  token_uri: z.url().optional(),
});
export type ServiceAccountKey = z.infer<typeof serviceAccountKey>;

/** The Google Wallet service account's key and the issuer id. */
export function googleWalletCredentials(): { key: ServiceAccountKey; issuerId: string } {
  const raw = GOOGLE_WALLET_SERVICE_ACCOUNT.value();
  if (!raw) throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT is not configured');
  const issuerId = googleWalletIssuerId();
  if (!/^\d+$/.test(issuerId)) throw new Error('GOOGLE_WALLET_ISSUER_ID is not configured (the issuer id, digits)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(plainOrBase64(raw, (s) => s.startsWith('{')));
  } catch {
    throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT is not a JSON key');
  }
  const key = serviceAccountKey.safeParse(parsed);
  if (!key.success) throw new Error('GOOGLE_WALLET_SERVICE_ACCOUNT lacks client_email or private_key');
  return { key: key.data, issuerId };
}

export interface AppleCertificates {
  wwdr: string;
  signerCert: string;
  signerKey: string;
}

/** The Pass Type ID certificate, its key and Apple's WWDR certificate, as PEM. */
export function appleWalletCertificates(): AppleCertificates {
  const pem = (name: string, value: string) => {
    if (!value) throw new Error(`${name} is not configured`);
    const text = plainOrBase64(value, (s) => s.startsWith('-----BEGIN'));
    if (!text.startsWith('-----BEGIN')) throw new Error(`${name} is not PEM`);
    return text;
  };
  return {
    wwdr: pem('APPLE_WALLET_WWDR_CERT', APPLE_WALLET_WWDR_CERT.value()),
    signerCert: pem('APPLE_WALLET_SIGNER_CERT', APPLE_WALLET_SIGNER_CERT.value()),
    signerKey: pem('APPLE_WALLET_SIGNER_KEY', APPLE_WALLET_SIGNER_KEY.value()),
  };
}
