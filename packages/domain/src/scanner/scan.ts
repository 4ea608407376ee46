import { z } from 'zod';
import { effectiveCardStatus, type CardValidity } from '../cards/status';

/**
 * The QR scanner. Staff point a phone at a code; the server verifies its signature and
 * decides. What a scan can answer, for the three codes the scanner reads:
 * - a membership card: VALID while the card is the member's current one and active, EXPIRED past its date or inactive;
 * - a ticket (a paid registration to an activity): ACCESS, one entry; EXPIRED after the activity's day;
 * - a campaign registration: the campaign's QR type — ACCESS (one entry) or FIDELITY (constants FIDELITY_SCAN_POINTS a scan,
 *   reusable); EXPIRED after the campaign's end.
 * INVALID: not ours (another organization, a bad signature, not a code at all) or no longer there (cancelled, deleted).
 */
export const SCAN_RESULTS = ['VALID', 'ALREADY_USED', 'INVALID', 'EXPIRED'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
export const SCAN_KINDS = ['card', 'ticket', 'campaign'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];
/** How a valid code was taken: a card is shown, an ACCESS code redeemed once, a FIDELITY code earns points. */
export const SCAN_MODES = ['CARD', 'ACCESS', 'FIDELITY'] as const;
export type ScanMode = (typeof SCAN_MODES)[number];

/**
 * A scan's id: a nonce the scanner makes for each reading and sends again when it retries the request. The server
 * keeps one scan per id, so a retried FIDELITY scan never adds its points twice.
 */
export const scanId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.id');

export const scanInput = z.strictObject({
  /** what the camera read (the signed token), or what was typed in: the token, a card number or a ticket's short code */
  code: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(2_000, 'validation.tooLong'),
  scanId,
  /** where the scanner stands (an entrance, a stand): kept with the scan for analytics */
  place: z.string().trim().max(100, 'validation.tooLong').default(''),
});
export type ScanInput = z.infer<typeof scanInput>;

/** What the scanner shows, and what the scan log keeps. */
export const scanOutcome = z.strictObject({
  scanId: z.string(),
  result: z.enum(SCAN_RESULTS),
  kind: z.enum(SCAN_KINDS).nullable(),
  mode: z.enum(SCAN_MODES).nullable(),
  /** the holder's name (null when the code tells nobody: INVALID) */
  holder: z.string().nullable(),
  /**
   * the member whose photo the scanner shows beside the name (GET /v1/members/photo): a card's or a ticket's holder
   * when the member has a photo; null otherwise
   */
  photoOf: z.string().nullable(),
  /** what the code is for: the campaign's or activity's name, or the card's number */
  title: z.string(),
  /** ALREADY_USED: when the code was redeemed (ISO) and by whom */
  usedAt: z.string().nullable(),
  usedBy: z.string().nullable(),
  /** FIDELITY: the points this scan added and the holder's balance after it (a retried scan answers the same again) */
  points: z.number().int().nullable(),
  balance: z.number().int().nullable(),
  scannedAt: z.string(),
});
export type ScanOutcome = z.infer<typeof scanOutcome>;

/** The redemption of an ACCESS code (one per code, created or refused in the scan's commit): its document id. */
export function redemptionId(kind: 'ticket' | 'campaign', parent: string, holder: string): string {
  return `${kind}_${parent}_${holder}`;
}

/**
 * A membership card's answer: VALID only while the card, as stored now, is ACTIVE on `today` — its status, and its
 * valid-until plus the organization's grace period (so a card past its date scans EXPIRED before the nightly expiry
 * has stored it INACTIVE) — and the date the QR carries is not over. Anything else is EXPIRED.
 */
export function cardScanResult(card: CardValidity, qrValidUntil: string | null, today: string, graceMonths: number): 'VALID' | 'EXPIRED' {
  if (effectiveCardStatus(card, today, graceMonths) !== 'ACTIVE') return 'EXPIRED';
  return qrValidUntil !== null && qrValidUntil < today ? 'EXPIRED' : 'VALID';
}
