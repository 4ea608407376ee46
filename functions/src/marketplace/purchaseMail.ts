import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import type { CartPlace, PricedLine } from '@tessera/domain/entities/cart';
import { MAIL_MAX_ATTACHMENTS } from '@tessera/domain/entities/mail';
import { holderName } from '@tessera/domain/lists/listFields';
import { appLink } from '../config';
import { enqueueMail } from '../mail/enqueue';
import type { StoredCart } from './cartStore';
import { ticketQrPng, ticketQrToken } from './ticketQr';

/**
 * The purchase confirmation, queued in the transaction that confirms the cart (holds.ts confirmCart): the cart is
 * confirmed once, so the member is mailed once, however many times the provider's event or the outcome page comes.
 * It lists the lines whose seats were held to the end (a line paid too late is settled, and mailed, apart:
 * settleLate.ts) and attaches the QR of the first tickets; all of them are in the personal area.
 */
export async function queuePurchaseMail(
  tx: Transaction,
  orgId: string,
  cart: StoredCart,
  member: DocumentData,
  seated: { line: PricedLine; place: CartPlace }[],
  payroll: boolean,
): Promise<void> {
  const email = member.email;
  if (typeof email !== 'string' || !email || !seated.length) return;
  const lines = cart.lines.filter((line) => seated.some((s) => s.line === line));
  const iat = Math.floor(Date.now() / 1000);
  const attachments = await Promise.all(
    seated
      .slice(0, MAIL_MAX_ATTACHMENTS)
      .map(({ line, place }, i) =>
        ticketQrPng(ticketQrToken(orgId, line.saleId, place.registrationId, place.quantity, iat), line.saleName, i + 1),
      ),
  );
  await enqueueMail(
    {
      orgId,
      to: email,
      template: 'purchaseConfirmed',
      lang: cart.lang,
      memberId: cart.memberId,
      data: {
        name: String(member.name ?? '') || holderName(member),
        lines: lines.map((l) => ({ item: l.saleName, date: l.saleDate, seats: l.quantity + l.family.length, amount: l.amount })),
        total: cart.total,
        payroll,
        tickets: seated.length,
        qrAttached: attachments.length,
        link: appLink('/my-area/tickets'),
      },
      attachments,
    },
    tx,
  );
}
