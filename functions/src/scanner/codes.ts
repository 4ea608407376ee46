import type { CardTokenPayload } from '@tessera/domain/entities/card';
import type { TicketTokenPayload } from '@tessera/domain/entities/registration';
import type { CampaignTokenPayload } from '@tessera/domain/campaigns/campaign';
import { verifyCampaignToken, verifyCardToken, verifyTicketToken } from '../cards/token';

/** A code the scanner read, once its signature holds: which kind, and what it names. */
export type ReadCode =
  | { kind: 'card'; payload: CardTokenPayload }
  | { kind: 'ticket'; payload: TicketTokenPayload }
  | { kind: 'campaign'; payload: CampaignTokenPayload };

/** The payload's kind marker (`k`), read without trusting it: the signature decides below. */
function markedKind(code: string): unknown {
  try {
    return (JSON.parse(Buffer.from(code.split('.')[0] ?? '', 'base64url').toString('utf8')) as { k?: unknown }).k;
  } catch {
    return undefined;
  }
}

/**
 * The code as one of the three kinds, verified with the cards' secret (cards/token.ts), or null: not a token of ours,
 * a bad signature, or a payload that is none of the kinds. Ticket and campaign payloads say their kind; a card's
 * (the oldest) does not.
 */
export function readCode(code: string, secret: string): ReadCode | null {
  const kind = markedKind(code);
  if (kind === 'campaign') {
    const check = verifyCampaignToken(code, secret);
    return check.valid ? { kind: 'campaign', payload: check.payload } : null;
  }
  if (kind === 'ticket') {
    const check = verifyTicketToken(code, secret);
    return check.valid ? { kind: 'ticket', payload: check.payload } : null;
  }
  if (kind !== undefined) return null;
  const check = verifyCardToken(code, secret);
  return check.valid ? { kind: 'card', payload: check.payload } : null;
}
