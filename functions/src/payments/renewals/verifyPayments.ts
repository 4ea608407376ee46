import { FieldValue } from 'firebase-admin/firestore';
import { verifyPaymentsAllContract, verifyPaymentsContract } from '@tessera/domain/contracts/payments';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import { route } from '../../http/route';
import { applyVerdict } from './feeVerification';
import { paidMembers } from '../feePayments';
import { graceMonthsOf } from '../feeCard';
import { renewalPlans } from './renewalPlans';
import { LATEST_VERIFICATION } from '@tessera/domain/payments/verification';
import { verificationRef } from './verificationJob';

/**
 * POST /v1/payments/verify-payments-all {year, sendMail} — starts the yearly verification job (verificationJob.ts),
 * or answers the one still running: `verifications/latest` names the newest job, and every start reads and rewrites it
 * in its transaction, so two starts at once serialize and the second finds the first running.
 */
export const verifyPaymentsAll = route(verifyPaymentsAllContract, async ({ claims, principal, body }) => {
  const latest = verificationRef(claims.org, LATEST_VERIFICATION);
  const total = (await db.collection(orgCol(claims.org, 'members')).count().get()).data().count;
  return db.runTransaction(async (tx) => {
    const last = (await tx.get(latest)).get('jobId') as string | undefined;
    if (last && (await tx.get(verificationRef(claims.org, last))).get('state') === 'RUNNING')
      return { id: last, state: 'RUNNING' as const };
    const job = db.collection(orgCol(claims.org, 'verifications')).doc();
    tx.set(job, {
      year: body.year,
      sendMail: body.sendMail,
      state: 'RUNNING',
      cursor: null,
      total,
      processed: 0,
      changed: 0,
      reminded: 0,
      charging: 0,
      by: principal.email ?? principal.uid,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      finishedAt: null,
    });
    tx.set(latest, { jobId: job.id });
    return { id: job.id, state: 'RUNNING' as const };
  });
});

/** POST /v1/payments/verify-payments {memberId, year, sendMail} — one member, at once, by the same rule. */
export const verifyPayments = route(verifyPaymentsContract, async ({ claims, body, scope }) => {
  const graceMonths = await graceMonthsOf(claims.org);
  return db.runTransaction(async (tx) => {
    const { snap } = await scope.member(body.memberId, tx);
    const paid = (await paidMembers(tx, claims.org, [body.memberId], body.year)).has(body.memberId);
    const renewal = paid ? undefined : (await renewalPlans(tx, claims.org, [snap], body.year)).get(body.memberId);
    const { memberId, before, after, reason, reminded } = await applyVerdict(
      tx,
      claims.org,
      snap,
      paid,
      body.year,
      body.sendMail,
      graceMonths,
      renewal,
    );
    return { memberId, paid, before, after, reason, reminded };
  });
});
