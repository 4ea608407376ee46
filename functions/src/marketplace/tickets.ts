import { myTicketsContract } from '@tessera/domain/contracts/marketplace';
import type { MyTicket } from '@tessera/domain/entities/registration';
import { saleFromStored } from '@tessera/domain/entities/sale';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { CARD_TOKEN_SECRET } from '../config';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { ticketQrToken } from './ticketQr';
import { printedTicketCode } from '@tessera/domain/scanner/typedCode';
import { ticketCode } from '../sales/ticketCode';

/**
 * GET /v1/profile/tickets — the member's registrations across the items of their organization (a collection-group
 * read of registrations by member id, kept to this organization's path), with each item's name and day; a paid one
 * carries its ticket's QR token, signed with the card's secret (cards/token.ts) for the scanner.
 */
export const myTickets = route(myTicketsContract, async ({ claims, scope }) => {
  const { ref } = await scope.own();
  const prefix = `organizations/${claims.org}/sales/`;
  const regs = (await db.collectionGroup('registrations').where('memberId', '==', ref.id).get()).docs.filter(
    (d) => d.ref.path.startsWith(prefix) && d.get('cancelled') !== true,
  );
  const items = regs.length ? await db.getAll(...regs.map((d) => d.ref.parent.parent!)) : [];
  const iat = Math.floor(Date.now() / 1000);
  const today = todayInItaly();
  const qrcode = regs.length ? (await import('qrcode')).default : null;
  const tickets: MyTicket[] = await Promise.all(
    regs.map(async (d, i) => {
      const sale = saleFromStored(items[i]!.id, items[i]!.data() ?? {}, today);
      const held = d.get('held') === true;
      const quantity = (d.get('quantity') as number | undefined) ?? 1;
      const qr = held ? null : ticketQrToken(claims.org, sale.id, d.id, quantity, iat);
      return {
        id: d.id,
        saleId: sale.id,
        saleName: sale.name,
        type: sale.type,
        saleDate: sale.saleDate,
        holder: String(d.get('holder') ?? ''),
        family: typeof d.get('relativeId') === 'string',
        priceName: String(d.get('priceName') ?? ''),
        quantity,
        amount: (d.get('amount') as number | undefined) ?? 0,
        mode: d.get('mode') as MyTicket['mode'],
        held,
        qr,
        qrSvg: qr && qrcode ? await qrcode.toString(qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) : null,
        ticketCode: held ? null : printedTicketCode(ticketCode(claims.org, sale.id, d.id, CARD_TOKEN_SECRET.value())),
      };
    }),
  );
  // the next first, then the past ones
  tickets.sort((a, b) => a.saleDate.localeCompare(b.saleDate));
  return { tickets };
});
