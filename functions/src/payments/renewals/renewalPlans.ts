import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { PAYMENT_CURRENCY } from '@tessera/domain/constants';
import {
  cardLabel,
  renewalChargeId,
  renewalPlan,
  type RenewableAccount,
  type RenewalCharge,
  type RenewalPlan,
} from '@tessera/domain/payments/renewalCharge';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import { paymentAccountRef } from './paymentAccountRecord';

export const renewalChargeRef = (orgId: string, id: string) => db.doc(`${orgCol(orgId, 'renewalCharges')}/${id}`);

/** A member's renewal through their saved card, as the verification found it: the charge to queue when the plan is `charge`. */
export interface PlannedRenewal {
  plan: RenewalPlan;
  charge: RenewalCharge | null;
}

/** The yearly fee and name of each category the organization prices (the signup offers' prices). */
async function categoryFees(tx: Transaction, orgId: string): Promise<Map<string, { amount: number; name: string }>> {
  const snap = await tx.get(db.collection(orgCol(orgId, 'listValues')).where('type', '==', 'categories'));
  const fees = new Map<string, { amount: number; name: string }>();
  for (const d of snap.docs) {
    const amount = d.get('amount');
    if (typeof amount === 'number') fees.set(d.id, { amount, name: String(d.get('name') ?? '') });
  }
  return fees;
}

/**
 * How each of these members (unpaid for `year`) could renew through their saved card (domain renewalPlan), read in the
 * verification's transaction: their payment accounts, then — only for accounts that renew automatically — the year's
 * charge already queued and the categories' fees. Members absent from the answer renew by no card.
 */
export async function renewalPlans(
  tx: Transaction,
  orgId: string,
  members: readonly DocumentSnapshot[],
  year: number,
  today = new Date(),
): Promise<Map<string, PlannedRenewal>> {
  const plans = new Map<string, PlannedRenewal>();
  if (members.length === 0) return plans;
  const accounts = await tx.getAll(...members.map((m) => paymentAccountRef(orgId, m.id)));
  const renewing = members.flatMap((m, i) => (accounts[i]!.get('autoRenew') === true ? [{ member: m, account: accounts[i]! }] : []));
  if (renewing.length === 0) return plans;
  const charges = await tx.getAll(...renewing.map(({ member }) => renewalChargeRef(orgId, renewalChargeId(year, member.id))));
  const fees = await categoryFees(tx, orgId);
  renewing.forEach(({ member, account }, i) => {
    const stored = account.data() as RenewableAccount;
    const category = member.get('category');
    const fee = typeof category === 'string' ? fees.get(category) : undefined;
    const plan = renewalPlan(stored, fee?.amount ?? null, charges[i]!.exists ? charges[i]!.data() : undefined, today);
    const charge: RenewalCharge | null =
      plan === 'charge'
        ? {
            memberId: member.id,
            year,
            amount: fee!.amount,
            object: fee!.name,
            customerId: String(stored.customerId),
            paymentMethodId: String(stored.paymentMethodId),
            cardLabel: cardLabel(stored.card),
            state: 'QUEUED',
            attempts: 0,
            paymentIntent: null,
            paymentId: null,
            failure: null,
          }
        : null;
    plans.set(member.id, { plan, charge });
  });
  return plans;
}

/** Queues a planned charge in the caller's transaction, after its reads (its trigger asks the provider: renewalCharge.ts). */
export function queueRenewalCharge(tx: Transaction, orgId: string, charge: RenewalCharge): void {
  tx.create(renewalChargeRef(orgId, renewalChargeId(charge.year, charge.memberId)), {
    ...charge,
    currency: PAYMENT_CURRENCY,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
