import { FieldValue } from 'firebase-admin/firestore';
import { joinWaitingListContract, leaveWaitingListContract, myWaitingListsContract } from '@tessera/domain/contracts/marketplace';
import { onlineSaleRefusal } from '@tessera/domain/entities/cart';
import { freeSeatsIn } from '@tessera/domain/sales/seats';
import { saleFromStored } from '@tessera/domain/entities/sale';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { holderName } from '@tessera/domain/lists/listFields';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { requestLanguage } from '../http/language';
import { route } from '../http/route';
import { saleOf, sales } from '../sales/saleStore';
import { readShards } from '../sales/seats';
import { carts } from './cartStore';
import { releaseCart } from './holds';
import { releaseExpiredHolds } from './expiredHolds';
import { entryViewOf, positionOf, waitlistEntry, type StoredEntry } from './waitlistStore';

/**
 * POST /v1/payments/waiting-list {saleId, priceName, quantity} — the member in line for a sold-out item: sold and
 * shown online with its sales open and too few seats for the quantity (else NOT_ENABLED: it can be bought), the price,
 * the maximum per registration, not registered already (SALE_ALREADY_PERFORMED). Joining again while waiting changes
 * the seats and price and keeps the place; seats held for the member already answer SALE_ALREADY_PERFORMED.
 */
export const joinWaitingList = route(joinWaitingListContract, async ({ claims, body, scope, req }) => {
  const { ref: memberRef, data: member } = await scope.own();
  const snap = await sales(claims.org).doc(body.saleId).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const sale = saleOf(snap);
  const refusal = onlineSaleRefusal(sale);
  if (refusal) throw new ApiError(refusal);
  if (!sale.prices.some((p) => p.name === body.priceName))
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.priceName', message: 'validation.notAllowed' }]);
  if (sale.maxEnrolled !== null && body.quantity > sale.maxEnrolled)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.quantity', message: 'validation.tooManyValues' }]);
  const fits = async () => freeSeatsIn(await readShards(snap.ref)) >= body.quantity;
  // seats held by checkouts already over are not sold: given back first (the sweep may not have run yet)
  if ((await fits()) || ((await releaseExpiredHolds({ orgId: claims.org })).length > 0 && (await fits())))
    throw new ApiError('NOT_ENABLED');
  const ref = waitlistEntry(claims.org, sale.id, memberRef.id);
  await db.runTransaction(async (tx) => {
    const [registration, entry] = await Promise.all([tx.get(snap.ref.collection('registrations').doc(memberRef.id)), tx.get(ref)]);
    if (registration.exists && registration.get('cancelled') !== true) throw new ApiError('SALE_ALREADY_PERFORMED');
    const status = entry.get('status') as StoredEntry['status'] | undefined;
    if (status === 'OFFERED') throw new ApiError('SALE_ALREADY_PERFORMED');
    const fields = {
      memberId: memberRef.id,
      // scopes group admins' reads, as on registrations (firestore.rules; registrantGroups.ts keeps it current)
      group: typeof member.group === 'string' ? member.group : null,
      holder: holderName(member),
      priceName: body.priceName,
      quantity: body.quantity,
      lang: requestLanguage(req),
    };
    if (status === 'WAITING') tx.update(ref, fields);
    else tx.set(ref, { ...fields, status: 'WAITING', joinedAt: FieldValue.serverTimestamp() });
  });
  const saved = await ref.get();
  return { entry: entryViewOf(saved, sale, await positionOf(saved)) };
});

/**
 * DELETE /v1/payments/waiting-list (header id) — the member out of the item's line; seats offered to them are given
 * back (releaseCart), so they go to the next in line. Not in line: NOT_FOUND.
 */
export const leaveWaitingList = route(leaveWaitingListContract, async ({ claims, headers, scope }) => {
  const { ref: memberRef } = await scope.own();
  const ref = waitlistEntry(claims.org, headers.id, memberRef.id);
  const entry = await ref.get();
  const status = entry.get('status') as StoredEntry['status'] | undefined;
  if (status !== 'WAITING' && status !== 'OFFERED') throw new ApiError('NOT_FOUND');
  const cartId = entry.get('cartId') as string | undefined;
  // the offer's seats go back first (its cart marks the entry LAPSED), then the entry goes
  if (status === 'OFFERED' && cartId && (await carts(claims.org).doc(cartId).get()).get('status') === 'OFFERED')
    await releaseCart(claims.org, cartId);
  await ref.delete();
  return { left: true as const };
});

/** GET /v1/profile/waiting-list — the member's places in line and offers (a collection-group read kept to this organization). */
export const myWaitingLists = route(myWaitingListsContract, async ({ claims, scope }) => {
  const { ref: memberRef } = await scope.own();
  const prefix = `organizations/${claims.org}/sales/`;
  const found = (await db.collectionGroup('waitlist').where('memberId', '==', memberRef.id).get()).docs.filter(
    (d) => d.ref.path.startsWith(prefix) && (d.get('status') === 'WAITING' || d.get('status') === 'OFFERED'),
  );
  const items = found.length ? await db.getAll(...found.map((d) => d.ref.parent.parent!)) : [];
  const today = todayInItaly();
  const entries = await Promise.all(
    found.map(async (d, i) => entryViewOf(d, saleFromStored(items[i]!.id, items[i]!.data() ?? {}, today), await positionOf(d))),
  );
  entries.sort((a, b) => a.saleDate.localeCompare(b.saleDate));
  return { entries };
});
