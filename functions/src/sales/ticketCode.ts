import { createHmac } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { ticketCodeFromBytes } from '@tessera/domain/scanner/typedCode';
import { CARD_TOKEN_SECRET } from '../config';

/**
 * A ticket's short code, for staff to type at the door when its QR cannot be read: derived from the organization,
 * the item and the registration with the cards' secret, so the same ticket always has the same code (stored on the
 * registration to be found by it; scripts/backfill-ticket-codes.ts gives it to the ones stored before) and nobody
 * can work out another's.
 */
export function ticketCode(orgId: string, saleId: string, registrationId: string, secret: string): string {
  if (!secret) throw new Error('card token secret missing');
  return ticketCodeFromBytes(createHmac('sha256', secret).update(`ticket\n${orgId}\n${saleId}\n${registrationId}`).digest());
}

/**
 * The registration's `ticketCode` field, written with the registration (seatTaking.ts). Only a function that holds
 * the secret can derive it; one that does not leaves it for the backfill rather than refuse the registration.
 */
export function ticketCodeField(sale: DocumentReference, registrationId: string): { ticketCode?: string } {
  const secret = CARD_TOKEN_SECRET.value();
  return secret ? { ticketCode: ticketCode(sale.parent.parent!.id, sale.id, registrationId, secret) } : {};
}
