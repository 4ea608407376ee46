import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { cardTokenPayloadSchema, type CardTokenPayload } from '@tessera/domain/entities/card';
import { ticketTokenPayload, type TicketTokenPayload } from '@tessera/domain/entities/registration';
import { campaignTokenPayload, type CampaignTokenPayload } from '@tessera/domain/campaigns/campaign';

/**
 * The signed token a card's QR code carries (not a bare member id): `base64url(JSON payload).base64url(HMAC-SHA256)`.
 * Pure: the secret is a parameter (CARD_TOKEN_SECRET in the functions). A scanner endpoint verifies with verifyCardToken.
 */
function mac(body: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

function signToken<S extends z.ZodType>(schema: S, payload: z.input<S>, secret: string): string {
  if (!secret) throw new Error('card token secret missing');
  const body = Buffer.from(JSON.stringify(schema.parse(payload))).toString('base64url');
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

export const signCardToken = (payload: CardTokenPayload, secret: string) => signToken(cardTokenPayloadSchema, payload, secret);
/** A ticket's QR (a registration to a sale item): the same signature, a payload of its own kind. */
export const signTicketToken = (payload: TicketTokenPayload, secret: string) => signToken(ticketTokenPayload, payload, secret);

/** A campaign registration's QR (the scanner redeems it: ACCESS once, FIDELITY for points). */
export const signCampaignToken = (payload: CampaignTokenPayload, secret: string) => signToken(campaignTokenPayload, payload, secret);

export type TokenCheck<T> = { valid: true; payload: T } | { valid: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' };
export type CardTokenCheck = TokenCheck<CardTokenPayload>;

export const verifyCardToken = (token: string, secret: string) => verifyToken(cardTokenPayloadSchema, token, secret);
export const verifyTicketToken = (token: string, secret: string) => verifyToken(ticketTokenPayload, token, secret);
export const verifyCampaignToken = (token: string, secret: string) => verifyToken(campaignTokenPayload, token, secret);

/** Checks the signature (constant time) before reading the payload against the kind's schema; never throws. */
function verifyToken<S extends z.ZodType>(schema: S, token: string, secret: string): TokenCheck<z.output<S>> {
  if (!secret || typeof token !== 'string' || token.length > 2000) return { valid: false, reason: 'MALFORMED' };
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { valid: false, reason: 'MALFORMED' };
  const [body, sig] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(sig)) return { valid: false, reason: 'MALFORMED' };
  const expected = mac(body, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'BAD_SIGNATURE' };
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? { valid: true, payload: parsed.data } : { valid: false, reason: 'MALFORMED' };
  } catch {
    return { valid: false, reason: 'MALFORMED' };
  }
}
