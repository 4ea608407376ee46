import { cloneSaleContract } from '@tessera/domain/contracts/sales';
import { SALE_NAME_MAX } from '@tessera/domain/entities/sale';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { route } from '../http/route';
import { createSale, readSale, saleOf, sales } from './saleStore';

/** The copy's name: the original's with " (copia)", within the name's limit. */
const copyName = (name: string) => `${name.slice(0, SALE_NAME_MAX - ' (copia)'.length)} (copia)`;

/** POST /v1/sales/clone {id} — every field of the item as a new one: no seat taken, hidden online until published. */
export const cloneSale = route(cloneSaleContract, async ({ claims, principal, body }) =>
  db.runTransaction(async (tx) => {
    const { id: from, period: _period, currentEnrolled: _taken, ...fields } = saleOf(await readSale(tx, claims.org, body.id));
    const copy = { ...fields, name: copyName(fields.name), visibleOnline: false, onlineSellable: false };
    const ref = sales(claims.org).doc();
    createSale(tx, ref, copy, { clonedFrom: from });
    recordChange(tx, claims.org, {
      type: 'saleCloned',
      by: auditActor(principal, claims),
      target: ref.id,
      before: { id: from },
      after: copy,
    });
    return { id: ref.id };
  }),
);
