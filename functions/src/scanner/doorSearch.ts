import { doorSearchContract } from '@tessera/domain/contracts/scanner';
import { cardRecords } from '@tessera/domain/search/record';
import { DOOR_SEARCH_MAX, printedTicketCode, searchable, type DoorMatch } from '@tessera/domain/scanner/typedCode';
import { redemptionId } from '@tessera/domain/scanner/scan';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { CARD_TOKEN_SECRET } from '../config';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { readMemberRecords } from '../search/projection';
import { sales } from '../sales/saleStore';
import { ticketCode } from '../sales/ticketCode';
import { scannerPreferences } from './access';

/**
 * POST /v1/scanner/search — someone at the door without their QR: the organization's cards (from the search
 * projection, one read of its shards) and today's tickets whose holder's name holds what was typed. A match's code is
 * then sent to the scan like a typed one, so the decision and the redemption stay the scan's.
 */
export const doorSearch = route(doorSearchContract, async ({ body, claims }) => {
  scannerPreferences(await db.doc(orgPath(claims.org)).get(), claims.role);
  const wanted = searchable(body.q);
  const [members, tickets] = await Promise.all([readMemberRecords(claims.org), todaysTickets(claims.org)]);
  const cards: DoorMatch[] = cardRecords(members)
    .filter((c) => searchable(String(c.holder ?? '')).includes(wanted))
    .map((c) => ({
      kind: 'card',
      holder: String(c.holder),
      code: String(c.cardNumber),
      title: '',
      status: c.cardStatus === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
    }));
  const found = [...cards, ...tickets.filter((t) => searchable(t.holder).includes(wanted))].sort(byHolder).slice(0, DOOR_SEARCH_MAX);
  return { matches: await withRedemptions(claims.org, found) };
});

/**
 * Matches in the order staff read them: by holder (surname first, as stored; no case or accents), then cards before
 * tickets, then by what to type — so the first DOOR_SEARCH_MAX are the same at every search, not the projection's order.
 */
const byHolder = (a: DoorMatch, b: DoorMatch) =>
  searchable(a.holder).localeCompare(searchable(b.holder), 'it') ||
  (a.kind === b.kind ? 0 : a.kind === 'card' ? -1 : 1) ||
  a.code.localeCompare(b.code, 'it', { numeric: true });

/** The registrations (not cancelled, not held in a checkout) to the items of today, as matches still OPEN. */
async function todaysTickets(orgId: string): Promise<DoorMatch[]> {
  const items = await sales(orgId).where('saleDate', '==', todayInItaly()).get();
  const regs = await Promise.all(items.docs.map((item) => item.ref.collection('registrations').where('cancelled', '==', false).get()));
  return items.docs.flatMap((item, i) =>
    regs[i]!.docs.filter((r) => r.get('held') !== true).map((r) => ({
      kind: 'ticket' as const,
      holder: String(r.get('holder') ?? ''),
      code: printedTicketCode(ticketCode(orgId, item.id, r.id, CARD_TOKEN_SECRET.value())),
      title: String(item.get('name') ?? ''),
      status: 'OPEN' as const,
      // kept aside to look up its redemption, dropped from the answer
      redemption: redemptionId('ticket', item.id, r.id),
    })),
  );
}

/** The tickets among `found` already redeemed say USED (one read of their redemptions). */
async function withRedemptions(orgId: string, found: (DoorMatch & { redemption?: string })[]): Promise<DoorMatch[]> {
  const tickets = found.filter((m) => m.redemption);
  const redeemed = tickets.length
    ? await db.getAll(...tickets.map((m) => db.collection(orgCol(orgId, 'redemptions')).doc(m.redemption!)))
    : [];
  const used = new Set(redeemed.filter((d) => d.exists).map((d) => d.id));
  return found.map(({ redemption, ...m }) => (redemption && used.has(redemption) ? { ...m, status: 'USED' } : m));
}
