/**
 * A QR code's token as a scanning device reads it before (or without) checking its signature:
 * `base64url(JSON payload).base64url(signature)`. The payload names what the code is for; the signature is Ed25519
 * with the issuing organization's door key (64 bytes), or, on codes issued before the door keys, an HMAC only the
 * server can check (32 bytes). Pure: no crypto here, the caller verifies (functions cards/token.ts, the web's door).
 */

export const ED25519_SIGNATURE_BYTES = 64;
const LEGACY_SIGNATURE_BYTES = 32;

const B64URL = /^[A-Za-z0-9_-]+$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url text to its bytes, or null when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!B64URL.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let n = 0;
  for (const ch of text) {
    value = (value << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, n);
}

/** UTF-8 bytes to text; null when they are not UTF-8. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return decodeURIComponent(Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

export interface DoorTokenParts {
  body: string;
  signature: string;
  /** the payload as the token claims it (not yet trusted), or null when it is not a JSON object */
  claimed: Record<string, unknown> | null;
  /** which signature it carries: a door key's (verifiable offline) or the older server-only one */
  signedWith: 'doorKey' | 'legacy' | 'unknown';
}

/** The token's two parts and its claimed payload, or null when it is not shaped as a token at all. */
export function splitDoorToken(token: string): DoorTokenParts | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1] || !B64URL.test(parts[0]) || !B64URL.test(parts[1])) return null;
  const [body, signature] = parts as [string, string];
  const sigBytes = base64urlBytes(signature)?.length;
  const signedWith = sigBytes === ED25519_SIGNATURE_BYTES ? 'doorKey' : sigBytes === LEGACY_SIGNATURE_BYTES ? 'legacy' : 'unknown';
  const bytes = base64urlBytes(body);
  const text = bytes && utf8(bytes);
  let claimed: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) claimed = parsed as Record<string, unknown>;
  } catch {
    claimed = null;
  }
  return { body, signature, claimed, signedWith };
}

/** What a code names, by its payload: a member's card, a ticket (sale, registration), a campaign registration. */
export type NamedCode =
  | { kind: 'card'; org: string; member: string; number: string; validUntil: string | null }
  | { kind: 'ticket'; org: string; sale: string; registration: string }
  | { kind: 'campaign'; org: string; campaign: string; registration: string };

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The named code of a claimed payload (the three kinds' fields), or null when it names none. */
export function namedCode(claimed: Record<string, unknown> | null): NamedCode | null {
  if (!claimed || !text(claimed.o)) return null;
  const { o, k } = claimed;
  if (k === 'ticket' && text(claimed.s) && text(claimed.m)) return { kind: 'ticket', org: o, sale: claimed.s, registration: claimed.m };
  if (k === 'campaign' && text(claimed.c) && text(claimed.r))
    return { kind: 'campaign', org: o, campaign: claimed.c, registration: claimed.r };
  if (k === undefined && text(claimed.m) && text(claimed.c))
    return { kind: 'card', org: o, member: claimed.m, number: claimed.c, validUntil: text(claimed.v) ? claimed.v : null };
  return null;
}

/**
 * The key a door list files an entry under, the same for the code and for the list: a member's card (one per member:
 * its number is checked beside it), a ticket's registration, a campaign's registration.
 */
export function doorKey(code: NamedCode): string {
  if (code.kind === 'card') return `card:${code.member}`;
  if (code.kind === 'ticket') return `ticket:${code.sale}:${code.registration}`;
  return `campaign:${code.campaign}:${code.registration}`;
}
