import { createHmac } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { ticketCodeFromBytes } from '@tessera/domain/scanner/typedCode';
import { CARD_TOKEN_SECRET } from '../config';

/** What a short code admits: a registration to a sale item (`ticket`) or to a campaign (`campaign`), as its QR's kind. */
export type TicketCodeKind = 'ticket' | 'campaign';

/**
 * A registration's short code, for staff to type at the door when its QR cannot be read: derived from the kind, the
 * organization, the item or campaign and the registration with the cards' secret, so the same registration always has
 * the same code (stored on it to be found by it) and nobody can work out another's.
 */
export function registrationCode(kind: TicketCodeKind, orgId: string, parentId: string, registrationId: string, secret: string): string {
  if (!secret) throw new Error('card token secret missing');
  return ticketCodeFromBytes(createHmac('sha256', secret).update(`${kind}\n${orgId}\n${parentId}\n${registrationId}`).digest());
}

/**
 * The registration's `ticketCode` field, written with the registration; `parent` is the sale item or the campaign.
 * Only a function that holds the secret can derive it; one that does not leaves it for a backfill rather than refuse
 * the registration.
 */
export function registrationCodeField(kind: TicketCodeKind, parent: DocumentReference, registrationId: string): { ticketCode?: string } {
  const secret = CARD_TOKEN_SECRET.value();
  return secret ? { ticketCode: registrationCode(kind, parent.parent.parent!.id, parent.id, registrationId, secret) } : {};
}
