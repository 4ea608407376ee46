import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from '../entities/payment';
import {
  PAYMENT_ACTIONS,
  paymentAllows,
  paymentStatusAfter,
  refundAlreadyMade,
  refundNeedsCreditNote,
  statusMove,
  type PaymentAction,
} from './lifecycle';

// Every status × every action, written out: a change to the table has to change this test too.
const TABLE: Record<PaymentStatus, Record<PaymentAction, PaymentStatus | null>> = {
  ONHOLD: { process: 'PROCESSED', invoice: null, refund: null, edit: 'ONHOLD', delete: 'ONHOLD', receipt: null },
  PROCESSED: { process: null, invoice: 'INVOICED', refund: 'REFUNDED', edit: 'PROCESSED', delete: 'PROCESSED', receipt: 'PROCESSED' },
  INVOICED: { process: null, invoice: null, refund: 'REFUNDED', edit: null, delete: null, receipt: 'INVOICED' },
  REFUNDED: { process: null, invoice: null, refund: null, edit: null, delete: null, receipt: null },
};

describe('payment lifecycle', () => {
  for (const status of PAYMENT_STATUSES) {
    for (const action of PAYMENT_ACTIONS) {
      const expected = TABLE[status][action];
      it(`${status} × ${action} → ${expected ?? 'refused'}`, () => {
        expect(paymentStatusAfter(status, action)).toBe(expected);
        expect(paymentAllows(status, action)).toBe(expected !== null);
      });
    }
  }

  it('a refund decided earlier counts as made once refunded, or asked of the provider, and not before', () => {
    const decided = { amount: 2500, before: 1000 };
    expect(refundAlreadyMade({ refundedAmount: 1000 }, decided)).toBe(false);
    expect(refundAlreadyMade({}, { amount: 2500, before: 0 })).toBe(false);
    expect(refundAlreadyMade({ refundedAmount: 3500 }, decided)).toBe(true);
    expect(refundAlreadyMade({ refundedAmount: 1000, refundRequest: { amount: 2500 } }, decided)).toBe(true);
    // another refund waiting (an admin's, of another amount) is not this one
    expect(refundAlreadyMade({ refundedAmount: 1000, refundRequest: { amount: 500 } }, decided)).toBe(false);
  });

  it('only an invoiced payment needs a credit note to be refunded', () => {
    expect(PAYMENT_STATUSES.filter(refundNeedsCreditNote)).toEqual(['INVOICED']);
  });

  it('a PATCH naming a status makes one move forward, nothing else', () => {
    const moves = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => `${from}→${to}: ${statusMove(from, to)}`));
    expect(moves.filter((m) => !m.endsWith('refused'))).toEqual([
      'ONHOLD→ONHOLD: null',
      'ONHOLD→PROCESSED: process',
      'PROCESSED→PROCESSED: null',
      'PROCESSED→INVOICED: invoice',
      'INVOICED→INVOICED: null',
      'REFUNDED→REFUNDED: null',
    ]);
  });
});
