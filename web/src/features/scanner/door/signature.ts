import type { SignatureCheck } from '@tessera/domain/scanner/doorList';
import { base64urlBytes, splitDoorToken } from '@tessera/domain/scanner/doorToken';
import { typedCodeOf } from '@tessera/domain/scanner/typedCode';

const keys = new Map<string, Promise<CryptoKey | null>>();

/** The organization's Ed25519 public key (raw, base64url) as WebCrypto uses it; null when the browser cannot. */
function publicKey(raw: string): Promise<CryptoKey | null> {
  let key = keys.get(raw);
  if (!key) {
    const bytes = base64urlBytes(raw);
    key = bytes
      ? crypto.subtle.importKey('raw', new Uint8Array(bytes), { name: 'Ed25519' }, false, ['verify']).catch(() => null)
      : Promise.resolve(null);
    keys.set(raw, key);
  }
  return key;
}

/**
 * The device's own check of a QR's signature against the list's public key: 'valid' or 'bad' for a door key's
 * signature; 'serverOnly' for a code signed before the door keys (or a browser without Ed25519), which the door then
 * decides by what it names and says so. A typed card number or short code carries no signature: 'valid' (what it
 * names is on the list or not).
 */
export async function checkSignature(rawKey: string, code: string): Promise<SignatureCheck> {
  const typed = typedCodeOf(code);
  if (typed.kind !== 'token') return 'valid';
  const parts = splitDoorToken(typed.token);
  if (!parts || parts.signedWith === 'unknown') return 'bad';
  if (parts.signedWith === 'legacy') return 'serverOnly';
  const key = await publicKey(rawKey);
  if (!key) return 'serverOnly';
  const signature = base64urlBytes(parts.signature)!;
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new TextEncoder().encode(parts.body));
  return ok ? 'valid' : 'bad';
}
