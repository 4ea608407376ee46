import { z } from 'zod';
import type { CardStatus } from '../entities/member';

/**
 * Wallet passes of a member's card: Google Wallet (a generic pass object saved through a link) and Apple
 * Wallet (a .pkpass). The rules both sides share live here: the ids, the state a pass shows, the download kinds.
 */

/** What a member can download of their card; one entry each in the download log. */
export const CARD_DOWNLOAD_KINDS = ['pdf', 'google', 'apple'] as const;
export type CardDownloadKind = (typeof CARD_DOWNLOAD_KINDS)[number];

/** One line of the download log: the kind, the last time and how many times in all (bounded: one entry per kind). */
export const cardDownloadEntry = z.strictObject({
  kind: z.enum(CARD_DOWNLOAD_KINDS),
  lastAt: z.iso.datetime({ offset: false }).describe('the last download'),
  count: z.number().int().positive().describe('downloads of this kind so far'),
});
export type CardDownloadEntry = z.infer<typeof cardDownloadEntry>;

/** The log as stored (`{ pdf: { at, count }, … }`) in kind order, timestamps given as ISO strings by the caller. */
export function cardDownloadLog(stored: Partial<Record<CardDownloadKind, { at: string; count: number }>>): CardDownloadEntry[] {
  return CARD_DOWNLOAD_KINDS.flatMap((kind) => {
    const e = stored[kind];
    return e ? [{ kind, lastAt: e.at, count: Math.max(1, Math.trunc(e.count)) }] : [];
  });
}

/**
 * Google Wallet ids are `<issuer id>.<suffix>`, the suffix made of letters, digits, '.', '_' and '-' only; anything
 * else in an organization or member id becomes '_' (Firestore ids allow more).
 */
export const walletIdPart = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');
/** The organization's one pass class. */
export const googleWalletClassId = (issuerId: string, orgId: string) => `${issuerId}.tessera-${walletIdPart(orgId)}`;
/** The member's pass object: one per member of an organization, so a renewed card updates the same pass. */
export const googleWalletObjectId = (issuerId: string, orgId: string, memberId: string) =>
  `${issuerId}.${walletIdPart(orgId)}-${walletIdPart(memberId)}`;

/**
 * The Apple pass's serial number: stable per member of an organization (a renewal updates the pass the member
 * already holds). `~` separates: Firestore ids never need it and both halves come back out of it (parseAppleSerial).
 */
export const appleSerial = (orgId: string, memberId: string) => `${orgId}~${memberId}`;
export function parseAppleSerial(serial: string): { orgId: string; memberId: string } | null {
  const parts = serial.split('~');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { orgId: parts[0], memberId: parts[1] };
}

/** The states a pass shows (Google's names; Apple shows `voided` for the last two). */
export type WalletPassState = 'ACTIVE' | 'EXPIRED' | 'INACTIVE';

/** What both wallets' passes show of a card (functions cards/wallet: googlePass and applePass build on it). */
export interface WalletPassFace {
  state: WalletPassState;
  orgName: string;
  holder: string;
  number: string;
  /** `YYYY-MM-DD`, or null for a card without end */
  validUntil: string | null;
  /** the signed card token the PDF's QR code carries; null once the card is not active (no token is issued) */
  qrToken: string | null;
}

/**
 * What a pass shows for the card on `today` (`YYYY-MM-DD`): ACTIVE while the card is; EXPIRED once a card is no
 * longer active past its valid-until (the nightly expiry, or a card left unrenewed); INACTIVE when it was turned off
 * before its end (deactivated, or no card any more).
 */
export function walletPassState(
  card: { status: CardStatus; validUntil: string | null },
  effective: CardStatus,
  today: string,
): WalletPassState {
  if (card.status === 'ACTIVE' && effective === 'ACTIVE') return 'ACTIVE';
  if (card.validUntil && card.validUntil < today) return 'EXPIRED';
  return 'INACTIVE';
}
