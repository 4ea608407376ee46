import { verifyAsync } from '@noble/ed25519';
import type { SignatureCheck } from '@tessera/domain/scanner/doorList';
import { base64urlBytes, splitDoorToken } from '@tessera/domain/scanner/doorToken';
import { typedCodeOf } from '@tessera/domain/scanner/typedCode';

/** The organization's key as WebCrypto holds it, or the raw bytes for the script check where WebCrypto has no Ed25519. */
type DoorKey = { webCrypto: CryptoKey } | { raw: Uint8Array<ArrayBuffer> } | null;

const keys = new Map<string, Promise<DoorKey>>();

/**
 * The organization's Ed25519 public key (raw, base64url). Older browsers (Android's Chrome before Ed25519 came to
 * WebCrypto) refuse to import it: those check signatures with @noble/ed25519 instead, a few milliseconds slower.
 */
function publicKey(raw: string): Promise<DoorKey> {
  let key = keys.get(raw);
  if (!key) {
    const bytes = base64urlBytes(raw);
    key = bytes
      ? crypto.subtle
          .importKey('raw', new Uint8Array(bytes), { name: 'Ed25519' }, false, ['verify'])
          .then((k): DoorKey => ({ webCrypto: k }))
          .catch((): DoorKey => ({ raw: new Uint8Array(bytes) }))
      : Promise.resolve(null);
    keys.set(raw, key);
  }
  return key;
}

async function verified(key: DoorKey, signature: Uint8Array<ArrayBuffer>, body: Uint8Array<ArrayBuffer>): Promise<boolean> {
  if (!key) return false;
  if ('webCrypto' in key) return crypto.subtle.verify({ name: 'Ed25519' }, key.webCrypto, signature, body);
  try {
    return await verifyAsync(signature, body, key.raw);
  } catch {
    // a key or signature that is not a curve point: no code of this organization
    return false;
  }
}

/**
 * The device's own check of a QR's signature against the list's public key: 'valid' or 'bad' for a door key's
 * signature, on every browser; 'serverOnly' for a code signed before the door keys, whose HMAC only the server can
 * check (the door then asks the staff to confirm it: domain decideAtDoor). A typed card number or short code carries
 * no signature: 'valid' (what it names is on the list or not).
 */
export async function checkSignature(rawKey: string, code: string): Promise<SignatureCheck> {
  const typed = typedCodeOf(code);
  if (typed.kind !== 'token') return 'valid';
  const parts = splitDoorToken(typed.token);
  if (!parts || parts.signedWith === 'unknown') return 'bad';
  if (parts.signedWith === 'legacy') return 'serverOnly';
  const signature = base64urlBytes(parts.signature)!;
  const ok = await verified(await publicKey(rawKey), new Uint8Array(signature), new TextEncoder().encode(parts.body));
  return ok ? 'valid' : 'bad';
}
