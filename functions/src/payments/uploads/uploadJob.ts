import { createHash } from 'node:crypto';
import { orgCol, memberPath } from '@tessera/domain/paths';
import { inScope } from '@tessera/domain/scope';
import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import {
  PAYMENT_UPLOAD_METHOD,
  paymentKeyColumn,
  uploadedPaymentKey,
  type ParsedPaymentRow,
  type PaymentUploadMode,
} from '@tessera/domain/uploads/paymentUpload';
import { db } from '../../shared/admin';
import { inPool } from '../../shared/inPool';
import type { JobApplier, UploadJob } from '../../uploads/jobKinds';
import { paymentDocument } from '../paymentRecord';
import { membershipRenewal } from '../membershipRenewal';
import { PayerIndex } from './uploadPayers';

/** The payroll company a payroll file's deductions come from, recorded on each of its payments. */
export interface PayrollCompany {
  id: string;
  name: string;
}

/** A bank statement's or payroll file's upload job. */
export interface PaymentJob extends UploadJob {
  kind: 'payments';
  mode: PaymentUploadMode;
  /** who uploaded it (email), recorded as each payment's operator */
  operator: string;
  company: PayrollCompany | null;
}

/** Members whose payments are recorded at once; one member's rows go one after another (their renewals touch one document). */
const MEMBERS_IN_FLIGHT = 16;

/** The id of an uploaded payment: a hash of what identifies it (uploadedPaymentKey), so the same transfer maps to one document. */
export const uploadedPaymentId = (key: string): string => `up${createHash('sha256').update(key).digest('hex').slice(0, 26)}`;

type Row = Extract<ParsedPaymentRow, { ok: true }>;

/**
 * The payment file's applier (POST /v1/payments/bulk-upload): each valid row's payer found by tax code, card number or
 * email (uploadPayers.ts), then, in one transaction, the payment (PROCESSED, the file's method) created under its
 * derived id and, for a membership fee, the member's renewal (membershipRenewal.ts, as the register endpoint). A
 * payment already there is not written again: this row's own, from a run that crashed before its checkpoint, is
 * reported APPLIED; another upload's is SKIPPED as ALREADY_RECORDED. The member's group is checked in the transaction
 * against the job's scope (domain inScope).
 */
export async function paymentApplier(orgId: string, job: PaymentJob): Promise<JobApplier> {
  const payers = await PayerIndex.load(orgId);
  const method = PAYMENT_UPLOAD_METHOD[job.mode];
  const payments = db.collection(orgCol(orgId, 'payments'));

  async function record(row: Row, memberId: string): Promise<UploadReportRow> {
    const { line, data } = row;
    const ref = payments.doc(uploadedPaymentId(uploadedPaymentKey({ memberId, ...data, method })));
    return db.runTransaction(async (tx) => {
      const [existing, member] = await tx.getAll(ref, db.doc(memberPath(orgId, memberId)));
      if (existing!.exists) {
        if (existing!.get('uploadJob') === job.id && existing!.get('uploadLine') === line)
          return { line, outcome: 'APPLIED', memberId, paymentId: ref.id };
        const sameJob = existing!.get('uploadJob') === job.id;
        return {
          line,
          outcome: sameJob ? 'REFUSED' : 'SKIPPED',
          reason: sameJob ? 'DUPLICATE_IN_FILE' : 'ALREADY_RECORDED',
          memberId,
          paymentId: ref.id,
        };
      }
      if (!member!.exists) return { line, outcome: 'REFUSED', reason: 'NOT_FOUND', column: paymentKeyColumn(data) };
      const group = member!.get('group');
      if (!inScope(job.scope, typeof group === 'string' ? group : null))
        return { line, outcome: 'REFUSED', reason: 'OUT_OF_SCOPE', memberId };
      const holder = { ref: member!.ref, data: member!.data()! };
      const renew = data.membershipFee ? await membershipRenewal(tx, orgId, holder, data.payYear, data.payDate) : null;
      tx.create(ref, {
        ...paymentDocument({
          memberId,
          member: holder.data,
          payDay: data.payDate,
          payYear: data.payYear,
          amount: data.amount,
          mode: method,
          status: 'PROCESSED',
          object: data.object,
          quantity: 1,
          vatPercent: 0,
          notes: data.notes,
          cluster: null,
          clusterName: null,
          operator: job.operator,
          cardPayment: data.membershipFee,
          accounting: null,
        }),
        uploadJob: job.id,
        uploadLine: line,
        ...(job.company ? { payrollCompany: job.company } : {}),
      });
      renew?.();
      return { line, outcome: 'APPLIED', memberId, paymentId: ref.id };
    });
  }

  return {
    async applyChunk(rows) {
      const parsed = rows as ParsedPaymentRow[];
      const report = new Map<number, UploadReportRow>();
      const byMember = new Map<string, Row[]>();
      await payers.withEmails(parsed.flatMap((r) => (r.ok ? [r.data] : [])));
      for (const row of parsed) {
        if (!row.ok) {
          report.set(row.line, { line: row.line, outcome: 'REFUSED', reason: row.reason, ...(row.column ? { column: row.column } : {}) });
          continue;
        }
        const found = payers.payer(row.data);
        if ('problem' in found) {
          report.set(row.line, { line: row.line, outcome: 'REFUSED', reason: found.problem, column: found.column });
          continue;
        }
        byMember.set(found.memberId, [...(byMember.get(found.memberId) ?? []), row]);
      }
      await inPool([...byMember], MEMBERS_IN_FLIGHT, async ([memberId, list]) => {
        for (const row of list) report.set(row.line, await record(row, memberId));
      });
      return parsed.map((r) => report.get(r.line)!);
    },
  };
}
