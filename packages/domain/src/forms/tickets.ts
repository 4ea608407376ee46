import { SALE_TYPES } from '../entities/sale';

export type SaleType = (typeof SALE_TYPES)[number];

export type TicketPaymentCheck = { ok: true } | { ok: false; missing: ['phone']; error: 'validation.phoneRequiredForTicket' };

/**
 * What must be in place before paying for a sale item: a ticket needs the buyer's phone number
 * (non-blank); an activity needs nothing more.
 */
export function ticketPaymentPrerequisites(input: { type: SaleType; phone: string | null | undefined }): TicketPaymentCheck {
  if (input.type !== 'TICKET' || (input.phone ?? '').trim() !== '') return { ok: true };
  return { ok: false, missing: ['phone'], error: 'validation.phoneRequiredForTicket' };
}
