import { saveSaleContract } from '@tessera/domain/contracts/sales';
import { seatsFreeField } from '@tessera/domain/entities/sale';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { readShards, writeShards } from './seats';
import { assertFamilyCategory, createSale, readSale, saleOf, sales, storedSale } from './saleStore';

/**
 * POST /v1/sales/one (header id?) — a new item (no seat taken, its seat shards made), or the form's fields over an
 * existing one: its taken seats stay in their shards, and its seats never drop below them. One transaction with the
 * audit record.
 */
export const saveSale = route(saveSaleContract, async ({ claims, principal, headers, body }) =>
  db.runTransaction(async (tx) => {
    const existing = headers.id ? await readSale(tx, claims.org, headers.id) : null;
    const shards = existing ? await readShards(existing.ref, tx) : [];
    await assertFamilyCategory(tx, claims.org, body.familyCategory);
    const by = auditActor(principal, claims);
    const stored = storedSale(body);
    if (!existing) {
      const ref = sales(claims.org).doc();
      createSale(tx, ref, body);
      recordChange(tx, claims.org, {
        type: 'saleCreated',
        by,
        target: ref.id,
        before: null,
        after: { ...body, descriptionHTML: stored.descriptionHTML },
      });
      return { id: ref.id };
    }
    const { id: _id, period: _period, ...before } = saleOf(existing);
    // the seats taken are counted in the shards: never fewer seats than those
    writeShards(tx, existing.ref, shards, body.seatsAvailable);
    // the seats still free follow a change of the seats on sale
    tx.update(existing.ref, {
      ...stored,
      ...seatsFreeField({ seatsAvailable: body.seatsAvailable, currentEnrolled: before.currentEnrolled }),
    });
    recordChange(tx, claims.org, {
      type: 'saleChanged',
      by,
      target: existing.id,
      before,
      after: { ...body, descriptionHTML: stored.descriptionHTML },
    });
    return { id: existing.id };
  }),
);
