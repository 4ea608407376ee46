import { createHmac, createPrivateKey, createPublicKey, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { cardTokenPayloadSchema, type CardTokenPayload } from '@tessera/domain/entities/card';
import { ticketTokenPayload, type TicketTokenPayload } from '@tessera/domain/entities/registration';
import { campaignTokenPayload, type CampaignTokenPayload } from '@tessera/domain/campaigns/campaign';
import { assemblyTokenPayload, type AssemblyTokenPayload } from '@tessera/domain/assemblies/doorCode';
import { splitDoorToken, ED25519_SIGNATURE_BYTES } from '@tessera/domain/scanner/doorToken';

/**
 * The signed token a card's, ticket's or campaign registration's QR code carries (not a bare id):
 * `base64url(JSON payload).base64url(signature)`. Pure: the secret is a parameter (CARD_TOKEN_SECRET in the functions).
 *
 * Codes are signed with Ed25519, with a key pair of the issuing organization derived from the secret: a scanning
 * device that downloaded the organization's public key (the offline door list, docs/scanner.md) verifies a code
 * without the network and without being able to make one. Codes issued before carry an HMAC-SHA256 of the secret (a
 * 32-byte signature instead of 64): the server still verifies them; offline they are checked by what they name only.
 */
function mac(body: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/** PKCS#8 DER prefix of an Ed25519 private key: the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const keys = new Map<string, { privateKey: KeyObject; publicKey: KeyObject }>();

/** The organization's door key pair, derived from the secret (the same on every instance; nothing to store). */
function doorKeys(orgId: string, secret: string) {
  const id = `${orgId}\u0000${secret}`;
  let pair = keys.get(id);
  if (!pair) {
    const seed = createHmac('sha256', secret).update(`tessera door signing key\u0000${orgId}`).digest();
    const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
    pair = { privateKey, publicKey: createPublicKey(privateKey) };
    keys.set(id, pair);
  }
  return pair;
}

/** The organization's public verification key (raw 32 bytes, base64url), what a scanning device verifies codes with. */
export function doorPublicKey(orgId: string, secret: string): string {
  if (!secret) throw new Error('card token secret missing');
  const der = doorKeys(orgId, secret).publicKey.export({ format: 'der', type: 'spki' });
  return der.subarray(der.length - 32).toString('base64url');
}

function signToken<S extends z.ZodType>(schema: S, payload: z.input<S> & { o: string }, secret: string): string {
  if (!secret) throw new Error('card token secret missing');
  const body = Buffer.from(JSON.stringify(schema.parse(payload))).toString('base64url');
  const signature = sign(null, Buffer.from(body), doorKeys(payload.o, secret).privateKey);
  return `${body}.${signature.toString('base64url')}`;
}

export const signCardToken = (payload: CardTokenPayload, secret: string) => signToken(cardTokenPayloadSchema, payload, secret);
/** A ticket's QR (a registration to a sale item): the same signature, a payload of its own kind. */
export const signTicketToken = (payload: TicketTokenPayload, secret: string) => signToken(ticketTokenPayload, payload, secret);

/** A campaign registration's QR (the scanner redeems it: ACCESS once, FIDELITY for points). */
export const signCampaignToken = (payload: CampaignTokenPayload, secret: string) => signToken(campaignTokenPayload, payload, secret);

/** A member's personal code for an assembly's door (the convocation's QR): the same signature, its own kind. */
export const signAssemblyToken = (payload: AssemblyTokenPayload, secret: string) => signToken(assemblyTokenPayload, payload, secret);

/** A code as issued before the door keys (HMAC-SHA256 of the secret): kept verifiable for the cards already printed. */
export const signLegacyToken = (payload: object, secret: string) => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body, secret).toString('base64url')}`;
};

export type TokenCheck<T> = { valid: true; payload: T } | { valid: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' };
export type CardTokenCheck = TokenCheck<CardTokenPayload>;

export const verifyCardToken = (token: string, secret: string) => verifyToken(cardTokenPayloadSchema, token, secret);
export const verifyTicketToken = (token: string, secret: string) => verifyToken(ticketTokenPayload, token, secret);
export const verifyCampaignToken = (token: string, secret: string) => verifyToken(campaignTokenPayload, token, secret);
export const verifyAssemblyToken = (token: string, secret: string) => verifyToken(assemblyTokenPayload, token, secret);

/** Whether `sig` signs `body`: an Ed25519 signature with the key of the organization the body names, or a legacy HMAC. */
function signatureHolds(body: string, sig: Buffer, orgId: unknown, secret: string): boolean {
  if (sig.length === ED25519_SIGNATURE_BYTES) {
    if (typeof orgId !== 'string' || !orgId) return false;
    return verify(null, Buffer.from(body), doorKeys(orgId, secret).publicKey, sig);
  }
  const expected = mac(body, secret);
  return sig.length === expected.length && timingSafeEqual(sig, expected);
}

/** Checks the signature (constant time) before reading the payload against the kind's schema; never throws. */
function verifyToken<S extends z.ZodType>(schema: S, token: string, secret: string): TokenCheck<z.output<S>> {
  if (!secret || typeof token !== 'string' || token.length > 2000) return { valid: false, reason: 'MALFORMED' };
  const parts = splitDoorToken(token);
  if (!parts) return { valid: false, reason: 'MALFORMED' };
  try {
    if (!signatureHolds(parts.body, Buffer.from(parts.signature, 'base64url'), parts.claimed?.o, secret))
      return { valid: false, reason: 'BAD_SIGNATURE' };
    const parsed = schema.safeParse(parts.claimed);
    return parsed.success ? { valid: true, payload: parsed.data } : { valid: false, reason: 'MALFORMED' };
  } catch {
    return { valid: false, reason: 'MALFORMED' };
  }
}
