import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { createPaymentContract, deletePaymentContract, getPaymentContract, patchPaymentContract } from '@tessera/domain/contracts/payments';
import type { PaymentPatch } from '@tessera/domain/entities/payment';
import { paymentAllows, statusMove } from '@tessera/domain/payments/lifecycle';
import { paymentSortKeys } from '@tessera/domain/lists/listFields';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { auditActor, recordChange } from '../shared/audit';
import { dateToTimestamp } from '../shared/serialize';
import { ApiError } from '../http/apiError';
import type { RecordAccess } from '../http/scope';
import { route } from '../http/route';
import { paymentDocument, toPayment } from './paymentRecord';
import { membershipRenewal } from './membershipRenewal';
import { queuePaymentRecordedMail } from './paymentRecordedMail';
import { invoiceStep, type StoredInvoice } from './receipts/eInvoice';

const payments = (orgId: string) => db.collection(orgCol(orgId, 'payments'));
const notFound = (field: string) => new ApiError('INVALID_REQUEST', [{ path: `body.${field}`, message: 'validation.notFound' }]);

/** The convention a payment names (its id and name, copied), or BAD request when it does not exist. */
async function readCluster(tx: Transaction, orgId: string, id: string | undefined) {
  if (!id) return { cluster: null, clusterName: null };
  const snap = await tx.get(db.collection(orgCol(orgId, 'conventions')).doc(id));
  if (!snap.exists) throw notFound('cluster');
  return { cluster: id, clusterName: String(snap.get('name') ?? '') };
}

/** An active operation's accounting codes, copied into the payment (a later change of the operation never rewrites it). */
async function readAccounting(tx: Transaction, orgId: string, id: string | undefined) {
  if (!id) return null;
  const snap = await tx.get(db.collection(orgCol(orgId, 'operations')).doc(id));
  if (!snap.exists || snap.get('active') === false) throw notFound('operationId');
  const o = snap.data()!;
  const codes = Object.fromEntries(['b1Aggregate', 'project', 'account', 'cdc'].filter((k) => o[k]).map((k) => [k, String(o[k])]));
  return { operationId: id, operationName: String(o.name ?? ''), ...codes };
}

/** The payment in the transaction: NOT_FOUND, or NO_USER_ALLOWED outside a group admin's groups. */
async function readPayment(tx: Transaction, orgId: string, id: string, scope: RecordAccess) {
  const snap = await tx.get(payments(orgId).doc(id));
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  scope.assertRecord(snap);
  return snap;
}

/** GET /v1/payments/one (header id). */
export const getPayment = route(getPaymentContract, async ({ claims, headers, scope }) => {
  const snap = await db.runTransaction((tx) => readPayment(tx, claims.org, headers.id, scope), { readOnly: true });
  return toPayment(snap.id, snap.data()!);
});

/**
 * POST /v1/payments/one — in one transaction: the member (in scope), the convention and operation it names, the
 * payment, and for a membership fee the member's renewal (membershipRenewal.ts); the member's mail saying it was
 * received (paymentRecordedMail.ts).
 */
export const createPayment = route(createPaymentContract, async ({ claims, principal, body, scope }) =>
  db.runTransaction(async (tx) => {
    const member = await scope.member(body.memberId, tx);
    const cluster = await readCluster(tx, claims.org, body.cluster);
    const accounting = await readAccounting(tx, claims.org, body.operationId);
    const renew = body.membershipFee ? await membershipRenewal(tx, claims.org, member, body.payYear, body.payDate) : null;
    const ref = payments(claims.org).doc();
    tx.create(
      ref,
      paymentDocument({
        memberId: body.memberId,
        member: member.data,
        payDay: body.payDate,
        payYear: body.payYear,
        amount: body.amount,
        mode: body.mode,
        status: body.status,
        object: body.object,
        quantity: body.quantity,
        vatPercent: body.vatPercent,
        notes: body.notes ?? '',
        ...cluster,
        operator: principal.email ?? principal.uid,
        cardPayment: body.membershipFee,
        accounting,
      }),
    );
    renew?.();
    await queuePaymentRecordedMail(tx, claims.org, body.memberId, member.data, {
      amount: body.amount,
      payDate: body.payDate,
      object: body.object,
      status: body.status,
    });
    return { id: ref.id };
  }),
);

/** The editable fields of a stored payment, as a PATCH body spells them: equal ones are no edit. */
function editable(d: DocumentData) {
  return {
    payDate: String(d.sortKeys?.payDate ?? ''),
    payYear: d.payYear,
    amount: d.amount,
    mode: d.mode,
    object: d.object ?? '',
    quantity: d.quantity ?? 1,
    vatPercent: d.vatPercent ?? 0,
    notes: d.notes ?? '',
    cluster: d.cluster ?? null,
    operationId: d.accounting?.operationId ?? null,
  };
}

function asEditable(body: PaymentPatch & { quantity: number; vatPercent: number }) {
  return {
    payDate: body.payDate,
    payYear: body.payYear,
    amount: body.amount,
    mode: body.mode,
    object: body.object,
    quantity: body.quantity,
    vatPercent: body.vatPercent,
    notes: body.notes ?? '',
    cluster: body.cluster ?? null,
    operationId: body.operationId ?? null,
  };
}

/**
 * PATCH /v1/payments/one (header id) — the lifecycle decides (payments/lifecycle.ts): changed fields are an edit
 * (before invoicing only), a new status one move; anything else is PAYMENT_STATUS_CONFLICT and writes nothing.
 * A convention or operation left as it was keeps its copied name and codes. Audited with before and after. A payment
 * whose money arrives with this move (on hold → received) mails the member as a new received payment does.
 */
export const patchPayment = route(patchPaymentContract, async ({ claims, principal, headers, body, scope }) =>
  db.runTransaction(async (tx) => {
    const snap = await readPayment(tx, claims.org, headers.id, scope);
    const stored = snap.data()!;
    const before = editable(stored);
    const after = asEditable(body);
    const edited = JSON.stringify(before) !== JSON.stringify(after);
    const move = statusMove(stored.status, body.status);
    // what the provider charged is not the back office's to change: a card payment stays one, with its amount
    const card = stored.mode === 'STRIPE';
    if (card !== (body.mode === 'STRIPE')) throw new ApiError('INVALID_REQUEST', [{ path: 'body.mode', message: 'validation.notAllowed' }]);
    if (card && body.amount !== stored.amount)
      throw new ApiError('INVALID_REQUEST', [{ path: 'body.amount', message: 'validation.notAllowed' }]);
    if (move === 'refused' || (edited && !paymentAllows(stored.status, 'edit'))) throw new ApiError('PAYMENT_STATUS_CONFLICT');
    if (!edited && !move) return { id: headers.id };
    const cluster = after.cluster === before.cluster ? null : await readCluster(tx, claims.org, body.cluster);
    const accounting = after.operationId === before.operationId ? undefined : await readAccounting(tx, claims.org, body.operationId);
    // invoicing is electronic invoicing: its number and parties (its reads come last, before any write)
    const invoiced: { invoice?: StoredInvoice } = move === 'invoice' ? await invoiceStep(tx, claims.org, snap) : {};
    // money that arrives now (a payment on hold marked received) is mailed as one recorded received would be
    const arrived = !paymentAllows(stored.status, 'receipt') && paymentAllows(body.status, 'receipt');
    const member = arrived ? await tx.get(db.collection(orgCol(claims.org, 'members')).doc(String(stored.memberId))) : null;
    // the operation is kept as its copied codes (accounting), not as a field of its own
    const { operationId: _operation, ...fields } = after;
    tx.update(snap.ref, {
      ...fields,
      payDate: dateToTimestamp(after.payDate),
      ...(cluster ?? {}),
      ...(accounting === undefined ? {} : { accounting }),
      ...invoiced,
      status: body.status,
      sortKeys: paymentSortKeys({ payDay: after.payDate, holder: String(stored.holder ?? ''), amount: after.amount }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordChange(tx, claims.org, {
      type: 'paymentChanged',
      by: auditActor(principal, claims),
      target: headers.id,
      before: { ...before, status: stored.status },
      after: { ...after, status: body.status, ...(invoiced.invoice ? { invoice: invoiced.invoice.number } : {}) },
    });
    if (member?.exists)
      await queuePaymentRecordedMail(tx, claims.org, member.id, member.data()!, {
        amount: after.amount,
        payDate: after.payDate,
        object: after.object,
        status: body.status,
      });
    return { id: headers.id };
  }),
);

/** DELETE /v1/payments/one (header id) — only before invoicing (lifecycle). Audited with what was deleted. */
export const deletePayment = route(deletePaymentContract, async ({ claims, principal, headers, scope }) =>
  db.runTransaction(async (tx) => {
    const snap = await readPayment(tx, claims.org, headers.id, scope);
    const stored = snap.data()!;
    if (!paymentAllows(stored.status, 'delete')) throw new ApiError('PAYMENT_STATUS_CONFLICT');
    tx.delete(snap.ref);
    recordChange(tx, claims.org, {
      type: 'paymentDeleted',
      by: auditActor(principal, claims),
      target: headers.id,
      before: { ...editable(stored), memberId: stored.memberId, holder: stored.holder ?? '', status: stored.status },
      after: null,
    });
    return { deleted: true as const };
  }),
);
