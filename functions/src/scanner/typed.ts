import { typedCodeOf } from '@tessera/domain/scanner/typedCode';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { isoOf } from '../cards/cardData';
import type { ReadCode } from './codes';

/**
 * What a typed card number or ticket code (a sale item's or a campaign's registration) stands for in `orgId`: the code its QR carries, as if scanned (the caller
 * then decides exactly as for a scan), or null when the organization has no such card or ticket. Only the caller's
 * organization is looked in: another's card number or ticket code names nothing here.
 */
export async function typedCode(orgId: string, typed: string): Promise<ReadCode | null> {
  const code = typedCodeOf(typed);
  if (code.kind === 'card') {
    const found = await db.collection(orgCol(orgId, 'members')).where('cardNumber', '==', code.cardNumber).limit(2).get();
    // a number two members share (never expected) lets nobody in
    if (found.size !== 1) return null;
    const member = found.docs[0]!;
    // the card's QR carries its own valid-until (cards/cardData.ts activeCardFace)
    return { kind: 'card', payload: { o: orgId, c: code.cardNumber, m: member.id, v: isoOf(member.get('cardValidUntil')), iat: 0 } };
  }
  if (code.kind === 'ticket') {
    // a sale item's registrations and a campaign's carry the same kind of code (cards/ticketCodes.ts)
    const sales = `${orgCol(orgId, 'sales')}/`;
    const campaigns = `${orgCol(orgId, 'campaigns')}/`;
    const found = (await db.collectionGroup('registrations').where('ticketCode', '==', code.ticketCode).limit(10).get()).docs.filter(
      (d) => d.ref.path.startsWith(sales) || d.ref.path.startsWith(campaigns),
    );
    // two registrations of the organization with one code (a hash collision, not expected) let nobody in
    if (found.length !== 1) return null;
    const reg = found[0]!;
    const parent = reg.ref.parent.parent!.id;
    if (reg.ref.path.startsWith(campaigns)) return { kind: 'campaign', payload: { k: 'campaign', o: orgId, c: parent, r: reg.id, iat: 0 } };
    const quantity = Number(reg.get('quantity') ?? 1);
    return { kind: 'ticket', payload: { k: 'ticket', o: orgId, s: parent, m: reg.id, q: quantity, iat: 0 } };
  }
  return null;
}
