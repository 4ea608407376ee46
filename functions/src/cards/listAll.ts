import { effectiveCardStatus } from '@tessera/domain/cards/status';
import { cardPath, orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { toJson } from '../shared/serialize';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { isoOf, loadOrgCardSettings } from './cardData';
import { scopedPage } from '../http/scope';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { allCardsContract, cardPaymentsContract } from '@tessera/domain/contracts/cards';

/**
 * GET /v1/cards/all (headers cursor, limit): one page of the organization's cards (a group admin: its groups' cards),
 * with the status after the grace period. Pages follow the card numbers as text; a page's rows are sorted numerically.
 */
export const allCards = route(allCardsContract, async ({ claims, headers, scope }) => {
  const { docs, next } = await scopedPage(scope, db.collection(orgCol(claims.org, 'cards')), headers);
  const { graceMonths } = await loadOrgCardSettings(claims.org);
  const today = todayInItaly();
  const result = docs
    .map((d) => {
      const data = d.data();
      const validUntil = isoOf(data.validUntil);
      return {
        ...(toJson(data) as Record<string, unknown>),
        number: d.id,
        validUntil,
        effectiveStatus: effectiveCardStatus({ status: data.status ?? 'NOT_FOUND', validUntil }, today, graceMonths),
      };
    })
    .sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }));
  return { result, next, gracePeriodMonths: graceMonths };
});

/** GET /v1/cards/payments (header card): the payments of a card, newest first. */
export const cardPayments = route(cardPaymentsContract, async ({ claims, headers, scope }) => {
  const card = await db.doc(cardPath(claims.org, headers.card)).get();
  if (!card.exists) throw new ApiError('USER_NOT_FOUND');
  scope.assertRecord(card);
  // A payment names the card it paid (cardNumber) or at least its member (memberId): both are the card's.
  const payments = db.collection(orgCol(claims.org, 'payments'));
  const memberId = card.get('memberId');
  const snaps = await Promise.all([
    payments.where('cardNumber', '==', headers.card).get(),
    typeof memberId === 'string' && memberId ? payments.where('memberId', '==', memberId).get() : null,
  ]);
  const byId = new Map<string, Record<string, unknown> & { id: string }>();
  for (const d of snaps.flatMap((s) => s?.docs ?? [])) byId.set(d.id, { ...(toJson(d.data()) as Record<string, unknown>), id: d.id });
  const list = [...byId.values()].sort((a, b) => String(b.payDate ?? '').localeCompare(String(a.payDate ?? '')));
  return { payments: list };
});
