import type { DocumentData, WriteBatch } from 'firebase-admin/firestore';
import { registerAtDeskContract } from '@tessera/domain/contracts/sales';
import { deskRegistrationInput } from '@tessera/domain/entities/registration';
import { holderName } from '@tessera/domain/lists/listFields';
import { todayInItaly } from '@tessera/domain/locale/dates';
import type { z } from 'zod';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import type { RecordAccess } from '../http/scope';
import { paymentDocument } from '../payments/paymentRecord';
import { saleOf, sales } from './saleStore';
import { registrantOf, takeSeats } from './seatTaking';
import { afterLapsedHolds } from './seatHolds';

type Input = z.output<typeof deskRegistrationInput>;

/** The checks on the item that need no transaction: it exists, is not past, has the price, accepts the method, fits the quantity. */
async function saleFor(orgId: string, input: Input) {
  const snap = await sales(orgId).doc(input.saleId).get();
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  const sale = saleOf(snap);
  if (sale.period === 'past') throw new ApiError('NOT_ENABLED');
  const price = sale.prices.find((p) => p.name === input.priceName);
  if (!price) throw new ApiError('INVALID_REQUEST', [{ path: 'body.priceName', message: 'validation.notAllowed' }]);
  if (!sale.paymentMethods.includes(input.mode))
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.mode', message: 'validation.notAllowed' }]);
  if (sale.maxEnrolled !== null && input.quantity > sale.maxEnrolled)
    throw new ApiError('INVALID_REQUEST', [{ path: 'body.quantity', message: 'validation.tooManyValues' }]);
  return { ref: snap.ref, sale, cost: price.cost };
}

/** The registration's fields and its payment, paid at the desk (any accepted method but the online card). */
function deskRegistration(orgId: string, input: Input, item: Awaited<ReturnType<typeof saleFor>>, member: DocumentData, operator: string) {
  const amount = item.cost * input.quantity;
  return (batch: WriteBatch) => {
    const payment = db.collection(orgCol(orgId, 'payments')).doc();
    const payDay = todayInItaly();
    batch.create(payment, {
      ...paymentDocument({
        memberId: input.memberId,
        member,
        payDay,
        payYear: Number(payDay.slice(0, 4)),
        amount,
        mode: input.mode,
        status: 'PROCESSED',
        object: `${item.sale.name} — ${input.priceName}`,
        quantity: input.quantity,
        vatPercent: 0,
        notes: '',
        cluster: null,
        clusterName: null,
        operator,
        cardPayment: false,
        accounting: null,
      }),
      saleId: item.ref.id,
      registrationId: input.memberId,
    });
    return {
      holder: holderName(member),
      priceName: input.priceName,
      unitCost: item.cost,
      amount,
      mode: input.mode,
      paymentId: payment.id,
      held: false,
      by: operator,
    };
  };
}

/**
 * A member registered to a sale item at the desk (POST /v1/sales/registrations): the seats taken (seatTaking.ts:
 * never more than the item has) with the registration and its payment in one commit.
 */
export async function registerMember(orgId: string, input: Input, operator: string, scope: RecordAccess) {
  const item = await saleFor(orgId, input);
  const { data: member } = await scope.member(input.memberId);
  let paymentId = '';
  await afterLapsedHolds(orgId, () =>
    takeSeats(item.ref, registrantOf(input.memberId, input.memberId, member), input.quantity, (batch) => {
      const fields = deskRegistration(orgId, input, item, member, operator)(batch);
      paymentId = fields.paymentId;
      return fields;
    }),
  );
  return { id: input.memberId, paymentId };
}

/** POST /v1/sales/registrations: registerMember as the signed-in admin. */
export const registerAtDesk = route(registerAtDeskContract, ({ claims, principal, body, scope }) =>
  registerMember(claims.org, body, principal.email ?? principal.uid, scope),
);
