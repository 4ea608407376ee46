import type { DocumentReference } from 'firebase-admin/firestore';
import { registrationCode, registrationCodeField } from '../cards/ticketCodes';

/**
 * A ticket's short code (cards/ticketCodes.ts): what staff type at the door for a registration to a sale item.
 * scripts/backfill-ticket-codes.ts gives it to the registrations stored before it existed.
 */
export const ticketCode = (orgId: string, saleId: string, registrationId: string, secret: string): string =>
  registrationCode('ticket', orgId, saleId, registrationId, secret);

/** The registration's `ticketCode` field, written with the registration (seatTaking.ts). */
export const ticketCodeField = (sale: DocumentReference, registrationId: string): { ticketCode?: string } =>
  registrationCodeField('ticket', sale, registrationId);
