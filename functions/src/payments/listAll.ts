import type { Query } from 'firebase-admin/firestore';
import { allPaymentsContract, type AllPaymentsHeaders } from '@tessera/domain/contracts/payments';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { scopedPage } from '../http/scope';
import { toPayment } from './paymentRecord';

/** The header filters as equalities on the stored fields: each single-field index serves them, merged with the id order. */
function filtered(orgId: string, h: AllPaymentsHeaders): Query {
  let q: Query = db.collection(orgCol(orgId, 'payments'));
  if (h.year !== undefined) q = q.where('payYear', '==', h.year);
  if (h.status) q = q.where('status', '==', h.status);
  if (h.mode) q = q.where('mode', '==', h.mode);
  if (h.member) q = q.where('memberId', '==', h.member);
  return q;
}

/**
 * GET /v1/payments/all (headers cursor, limit, year, status, mode, member) — one page of the organization's payments
 * (a group admin: its groups'), for integrations that read them page by page rather than as a file. Pages follow the
 * payment ids, so a payment written while an integration pages through lands on one page only.
 */
export const allPayments = route(allPaymentsContract, async ({ claims, headers, scope }) => {
  const { docs, next } = await scopedPage(scope, filtered(claims.org, headers), headers);
  return { result: docs.map((d) => toPayment(d.id, d.data())), next };
});
