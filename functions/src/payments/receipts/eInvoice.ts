import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { eInvoiceContract } from '@tessera/domain/contracts/payments';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { PAYMENT_METHODS, type PaymentMethod } from '@tessera/domain/entities/payment';
import { eInvoiceFileName, eInvoiceParties, fatturaPaXml, type EInvoiceParties } from '@tessera/domain/payments/eInvoice';
import { stampDutyDue } from '@tessera/domain/payments/receipt';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import { ApiError } from '../../http/apiError';
import { route } from '../../http/route';
import { takeNumber } from './receiptNumber';

/** An invoice as stored on its payment: its number, and both parties as they were when it was issued. */
export interface StoredInvoice {
  number: string;
  n: number;
  year: number;
  issuedOn: string;
  parties: EInvoiceParties;
}

/**
 * The invoicing step of a payment (PATCH one to INVOICED), inside the PATCH's transaction and before its writes:
 * NOT_ENABLED while the organization has eInvoicing off; RECEIPT_DATA_MISSING when either party lacks what SdI needs
 * (no number is taken then); else the year's next invoice number, with the parties kept as they are now.
 */
export async function invoiceStep(tx: Transaction, orgId: string, payment: DocumentSnapshot): Promise<{ invoice: StoredInvoice }> {
  const memberId = String(payment.get('memberId') ?? '');
  const [org, member] = await Promise.all([
    tx.get(db.doc(orgPath(orgId))),
    memberId ? tx.get(db.doc(memberPath(orgId, memberId))) : Promise.resolve(null),
  ]);
  if (!preferencesOf(org.get('preferences')).eInvoicing) throw new ApiError('NOT_ENABLED');
  const checked = eInvoiceParties(org.get('publicInfo') as DocumentData | undefined, member?.data());
  if (checked.missing) throw new ApiError('RECEIPT_DATA_MISSING', checked.missing);
  const taken = await takeNumber(tx, orgId, 'invoice');
  taken.commit();
  return { invoice: { number: taken.number, n: taken.n, year: taken.year, issuedOn: taken.issuedOn, parties: checked.parties } };
}

const methodOf = (v: unknown): PaymentMethod => ((PAYMENT_METHODS as readonly unknown[]).includes(v) ? (v as PaymentMethod) : 'CONTANTI');

/** GET /v1/payments/e-invoice (headers id, kind): the FatturaPA document of an invoice or of its credit note. */
export const eInvoice = route(eInvoiceContract, async ({ claims, headers, scope }) => {
  const [snap, org] = await Promise.all([
    db.doc(`${orgCol(claims.org, 'payments')}/${headers.id}`).get(),
    db.doc(orgPath(claims.org)).get(),
  ]);
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  scope.assertRecord(snap);
  const p = snap.data()!;
  const invoice = p.invoice as StoredInvoice | undefined;
  // invoiced outside the product (before e-invoicing was on): there is no document of ours to give
  if (!invoice?.parties) throw new ApiError('PAYMENT_STATUS_CONFLICT');
  const note = p.creditNote as { number: string; n: number; year: number; issuedOn: string } | undefined;
  if (headers.kind === 'creditNote' && !note?.number) throw new ApiError('NOT_FOUND');
  const doc = headers.kind === 'creditNote' ? note! : invoice;
  const amount = headers.kind === 'creditNote' ? Number(p.refundedAmount ?? 0) : Number(p.amount ?? 0);
  const vatPercent = typeof p.vatPercent === 'number' ? p.vatPercent : 0;
  const input = {
    kind: headers.kind,
    number: doc.number,
    n: doc.n,
    year: doc.year,
    issuedOn: doc.issuedOn,
    ...(headers.kind === 'creditNote' ? { corrects: { number: invoice.number, issuedOn: invoice.issuedOn } } : {}),
    ...invoice.parties,
    line: { description: String(p.object ?? ''), quantity: typeof p.quantity === 'number' ? p.quantity : 1, amount, vatPercent },
    method: methodOf(p.mode),
    stampDuty: stampDutyDue(amount, vatPercent, org.get('publicInfo.stampDutyExempt') === true),
  };
  return {
    xml: Buffer.from(fatturaPaXml(input), 'utf8').toString('base64'),
    fileName: eInvoiceFileName(input),
    number: doc.number,
  };
});
