import { Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { printReceiptContract } from '@tessera/domain/contracts/payments';
import { RECEIPT_ORG_FIELDS, stampDutyDue, vatLine } from '@tessera/domain/payments/receipt';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import { ApiError } from '../../http/apiError';
import { route } from '../../http/route';
import { isoOf } from '../../cards/cardData';
import { logoFromDataUrl } from '../../files/images';
import { issueReceipt } from './receiptNumber';
import { methodIt } from '@tessera/domain/payments/italianNames';
import type { ReceiptData } from './receiptPdf';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The organization as its receipts print it; RECEIPT_DATA_MISSING naming what is missing (before any number is taken). */
async function receiptOrg(orgId: string): Promise<ReceiptData['org'] & { stampDutyExempt: boolean }> {
  const snap = await db.doc(orgPath(orgId)).get();
  const info = (snap.get('publicInfo') ?? {}) as DocumentData;
  const missing = RECEIPT_ORG_FIELDS.filter((f) => !text(info[f]));
  if (missing.length)
    throw new ApiError(
      'RECEIPT_DATA_MISSING',
      missing.map((f) => ({ path: `publicInfo.${f}`, message: 'validation.required' })),
    );
  return {
    name: text(info.name),
    address: text(info.address),
    taxCode: text(info.taxCode),
    vatNumber: text(info.vatNumber) || undefined,
    email: text(info.email) || undefined,
    phone: text(info.phone) || undefined,
    logo: logoFromDataUrl(snap.get('logo') ?? info.logo),
    stampDutyExempt: info.stampDutyExempt === true,
  };
}

/** A member's address on one line (the residence), or null. */
function addressOf(member: DocumentData | undefined): string | null {
  const r = member?.residence as DocumentData | undefined;
  if (!r) return null;
  const line = [text(r.line), [text(r.zip), text(r.city), text(r.state) && `(${text(r.state)})`].filter(Boolean).join(' ')].filter(Boolean);
  return line.length ? line.join(', ') : null;
}

/** A refunded payment's refund as its receipt prints it (the day in Italy), or none. */
function refundOf(p: DocumentData): ReceiptData['refunded'] {
  if (p.status !== 'REFUNDED') return undefined;
  const at = p.refundedAt instanceof Timestamp ? todayInItaly(p.refundedAt.toDate()) : isoOf(p.refundedAt);
  return {
    on: at ?? todayInItaly(),
    amount: typeof p.refundedAmount === 'number' ? p.refundedAmount : 0,
    creditNote: text(p.creditNote?.number) || null,
  };
}

/** The number a document prints, and the receipt a credit note corrects; a credit note must have been issued. */
async function documentOf(kind: 'receipt' | 'creditNote', ref: DocumentReference, check: (snap: DocumentSnapshot) => void) {
  if (kind === 'receipt') {
    const { receipt, snap } = await issueReceipt(ref, check);
    return { snap, number: receipt.number, issuedOn: receipt.issuedOn, corrects: undefined };
  }
  const snap = await ref.get();
  const note = snap.get('creditNote') as { number: string; issuedOn: string } | undefined;
  if (!note?.number) throw new ApiError('NOT_FOUND');
  return { snap, number: note.number, issuedOn: note.issuedOn, corrects: (snap.get('receipt.number') as string | undefined) ?? undefined };
}

/** Issues (or reissues) the receipt of the payment `id`, or prints its credit note, and draws it. */
export async function printReceipt(orgId: string, id: string, kind: 'receipt' | 'creditNote', check: (snap: DocumentSnapshot) => void) {
  const ref = db.doc(`${orgCol(orgId, 'payments')}/${id}`);
  // who may see the payment is answered first (NOT_FOUND, NO_USER_ALLOWED), then what the organization lacks
  const seen = await ref.get();
  if (!seen.exists) throw new ApiError('NOT_FOUND');
  check(seen);
  const org = await receiptOrg(orgId);
  const doc = await documentOf(kind, ref, check);
  const receipt = { number: doc.number, issuedOn: doc.issuedOn };
  const p = doc.snap.data()!;
  const member = text(p.memberId) ? (await db.doc(memberPath(orgId, p.memberId)).get()).data() : undefined;
  // a credit note gives back what was refunded
  const amount = kind === 'creditNote' ? (p.refundedAmount ?? 0) : typeof p.amount === 'number' ? p.amount : 0;
  const vatPercent = typeof p.vatPercent === 'number' ? p.vatPercent : 0;
  const membershipFee = p.cardPayment === true;
  // pdf-lib and its fonts load on first print, not with every instance (cards/renderer.ts)
  const { renderReceiptPdf } = await import('./receiptPdf');
  const pdf = await renderReceiptPdf({
    kind,
    corrects: doc.corrects,
    number: receipt.number,
    issuedOn: receipt.issuedOn,
    org,
    payer: {
      name: member ? `${text(member.name)} ${text(member.surname)}`.trim() : text(p.holder),
      taxCode: text(member?.ssn) || null,
      address: addressOf(member),
      cardNumber: text(p.cardNumber) || null,
    },
    payment: {
      amount,
      payDay: text(p.sortKeys?.payDate) || isoOf(p.payDate) || receipt.issuedOn,
      payYear: typeof p.payYear === 'number' ? p.payYear : Number(receipt.issuedOn.slice(0, 4)),
      method: methodIt(p.mode),
      object: text(p.object),
      quantity: typeof p.quantity === 'number' ? p.quantity : 1,
      notes: '',
    },
    vat: vatLine(amount, vatPercent, membershipFee),
    stampDuty: stampDutyDue(amount, vatPercent, org.stampDutyExempt),
    operator: text(p.operator) || null,
    refunded: kind === 'receipt' ? refundOf(p) : undefined,
  });
  return { receipt: Buffer.from(pdf).toString('base64'), number: receipt.number };
}

/** POST /v1/payments/print-receipt {id} — the back office, within its groups. */
export const printPaymentReceipt = route(printReceiptContract, async ({ claims, body, scope }) =>
  printReceipt(claims.org, body.id, body.kind, scope.assertRecord),
);
