import { paymentSortKeys } from '@tessera/domain/lists/listFields';
import { paymentDocumentFields } from '@tessera/domain/payments/storedPayment';
import type { PaymentMethod, PaymentStatus } from '@tessera/domain/entities/payment';
import type { MemberRecord } from './members';
import type { Random } from './random';

/** The yearly fee the demo associations ask, in cents. */
export const DEMO_FEE_CENTS = 3500;

const METHODS: PaymentMethod[] = ['CONTANTI', 'BONIFICO', 'POS', 'STRIPE', 'PAYROLL'];

/**
 * The membership fee a demo member paid on its last payment date, stored as the API stores one
 * (the domain's payments/storedPayment.ts): payer fields, the pay day at midnight UTC, sort keys. Payments of past
 * years are mostly INVOICED, this year's PROCESSED; card payments (STRIPE) come with no operator.
 */
export function membershipPaymentOf(memberId: string, m: MemberRecord, rng: Random, today: Date): Record<string, unknown> | null {
  if (!m.lastPaymentAt) return null;
  const payDay = m.lastPaymentAt.toISOString().slice(0, 10);
  // a fee paid from October on is next year's (members renew early)
  const payYear = m.lastPaymentAt.getUTCMonth() >= 9 ? m.lastPaymentAt.getUTCFullYear() + 1 : m.lastPaymentAt.getUTCFullYear();
  const mode = METHODS[rng.int(0, METHODS.length - 1)]!;
  const status: PaymentStatus = payYear < today.getUTCFullYear() && rng.chance(0.7) ? 'INVOICED' : 'PROCESSED';
  return {
    ...paymentDocumentFields({
      memberId,
      member: m,
      payDay,
      payYear,
      amount: DEMO_FEE_CENTS,
      mode,
      status,
      object: `Quota associativa ${payYear}`,
      quantity: 1,
      vatPercent: 0,
      notes: '',
      cluster: null,
      clusterName: null,
      operator: mode === 'STRIPE' ? null : 'segreteria@demo.tessera.local',
      cardPayment: true,
      accounting: null,
    }),
    payDate: new Date(`${payDay}T00:00:00Z`),
    registeredAt: m.lastPaymentAt,
    updatedAt: m.lastPaymentAt,
  };
}

/**
 * The fees of the `years - 1` years before a member's last one (`--payment-years`: larger payment histories, as the
 * payments list's benchmark needs): the same fee a year earlier each time, invoiced, stored as the API stores one.
 */
export function earlierFeesOf(last: Record<string, unknown>, years: number): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const lastDay = last.payDate as Date;
  for (let k = 1; k < years; k++) {
    const payDate = new Date(Date.UTC(lastDay.getUTCFullYear() - k, lastDay.getUTCMonth(), Math.min(lastDay.getUTCDate(), 28)));
    const payDay = payDate.toISOString().slice(0, 10);
    const payYear = (last.payYear as number) - k;
    out.push({
      ...last,
      payDate,
      payYear,
      status: 'INVOICED',
      object: `Quota associativa ${payYear}`,
      sortKeys: paymentSortKeys({ payDay, holder: String(last.holder), amount: DEMO_FEE_CENTS }),
      registeredAt: payDate,
      updatedAt: payDate,
    });
  }
  return out;
}
