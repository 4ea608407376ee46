import { FieldValue, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { holderName, memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { feeVerdict, type Verdict } from '@tessera/domain/payments/verification';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { enqueueMail } from '../../mail/enqueue';
import { patchedMember } from '../../members/memberRecord';
import { queueRenewalCharge, type PlannedRenewal } from './renewalPlans';
import { applyFeeCard } from '../feeCard';

/** What verifying one member did, as the report and the single verification answer it. */
export interface VerifiedRow {
  memberId: string;
  holder: string;
  paid: boolean;
  before: string | null;
  after: string | null;
  reason: Verdict['reason'];
  reminded: boolean;
}

/**
 * Applies a member's verdict in the caller's transaction, after its reads: the account status (with the list fields
 * that follow it), the year's reminder queued with the member marked reminded, so a second run mails nobody again, or
 * the fee's charge to the saved card queued (renewalPlans.ts: one per member and year). A year not paid is also taken
 * off the member's card (feeCard.ts, the rule a refund applies too), unless its fee is being charged to the saved card
 * or deducted from the member's pay.
 * Returns the member's row; `acted` says whether anything happened to the member (the job reports only those).
 */
export async function applyVerdict(
  tx: Transaction,
  orgId: string,
  member: DocumentSnapshot,
  paid: boolean,
  year: number,
  sendMail: boolean,
  graceMonths: number,
  renewal?: PlannedRenewal,
): Promise<VerifiedRow & { acted: boolean }> {
  const data = member.data() as DocumentData;
  const verdict = feeVerdict(data, paid, year, sendMail, renewal?.plan);
  const before = typeof data.accountStatus === 'string' ? data.accountStatus : 'ACTIVE';
  const row: VerifiedRow = {
    memberId: member.id,
    holder: holderName(data),
    paid,
    before,
    after: verdict.status ?? before,
    reason: verdict.reason,
    reminded: verdict.remind,
  };
  if (verdict.reason === 'autoRenew' && renewal?.charge) {
    queueRenewalCharge(tx, orgId, renewal.charge);
    return { ...row, acted: true };
  }
  const charging = renewal !== undefined && renewal.plan !== 'none';
  // a fee coming with the payroll file is on its way, like one charged to the card: the year stays on the card
  const coming = charging || verdict.reason === 'payroll';
  const card = paid || coming ? null : applyFeeCard(tx, orgId, member, { paid, year, today: todayInItaly(), graceMonths });
  if (!verdict.status && !verdict.remind) return { ...row, acted: card?.changed === true };
  const changes: DocumentData = { updatedAt: FieldValue.serverTimestamp() };
  if (verdict.status)
    Object.assign(changes, { accountStatus: verdict.status }, memberListFieldsOf(patchedMember(data, { accountStatus: verdict.status })));
  if (verdict.remind) changes.feeReminderYear = year;
  tx.update(member.ref, changes);
  if (verdict.remind)
    await enqueueMail(
      {
        orgId,
        to: String(data.email),
        template: 'feeReminder',
        lang: data.lang === 'en' ? 'en' : 'it',
        memberId: member.id,
        data: { name: String(data.name ?? ''), year },
      },
      tx,
    );
  return { ...row, acted: true };
}
